import { connect } from 'node:net'

export interface RawAnswer {
  /** The status of the answer, or undefined when the socket closed without one. */
  status?: number
  head: string
  body: string
}

/**
 * Sends bytes exactly as given (a browser or fetch would repair a bad Host or a "/./" path first) and reads the
 * answer until the server closes the socket or `waitMs` passes. `hangUpAfterSend` disconnects mid-request.
 */
export function rawRequest(
  port: number,
  text: string | Buffer,
  options: { waitMs?: number; hangUpAfterSend?: boolean; latin1?: boolean } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      const [head, ...body] = received.split('\r\n\r\n')
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]
      resolve({ status: status ? Number(status) : undefined, head, body: body.join('\r\n\r\n') })
    }
    const timer = setTimeout(finish, options.waitMs ?? 1000)
    // latin1 keeps binary bodies (compressed answers) byte for byte.
    socket.on('data', (chunk: Buffer) => (received += chunk.toString(options.latin1 ? 'latin1' : 'utf8')))
    socket.on('close', finish)
    socket.on('error', finish)
    socket.write(text, () => options.hangUpAfterSend && finish())
  })
}
