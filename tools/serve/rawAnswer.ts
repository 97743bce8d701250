import { connect } from 'node:net'

export interface RawAnswer {
  /** Undefined when the socket closed without an answer. */
  status?: number
  /** Lower-case names. */
  headers: Record<string, string>
  /** The bytes as sent (compressed bodies stay compressed), one latin1 character per byte. */
  body: string
}

/**
 * One request sent exactly as written (fetch and browsers would resolve "/./" and "/../", and decompress the body)
 * and the answer read until the server closes the connection.
 */
export function rawAnswer(port: number, path: string, headers: Record<string, string> = {}, method = 'GET', body = ''): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      const received = Buffer.concat(chunks).toString('latin1')
      const end = received.indexOf('\r\n\r\n')
      const [statusLine, ...lines] = (end < 0 ? received : received.slice(0, end)).split('\r\n')
      const parsed: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        if (colon > 0) parsed[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
      }
      const status = /^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]
      resolve({ status: status ? Number(status) : undefined, headers: parsed, body: end < 0 ? '' : received.slice(end + 4) })
    }
    const timer = setTimeout(finish, 5000)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('close', finish)
    socket.on('error', finish)
    const length = body ? { 'content-length': String(Buffer.byteLength(body)) } : {}
    const lines = Object.entries({ host: 'localhost', connection: 'close', ...length, ...headers }).map(
      ([name, value]) => `${name}: ${value}\r\n`,
    )
    socket.write(`${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n${body}`)
  })
}
