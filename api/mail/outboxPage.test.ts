// Protects the outbox page (/_dev/outbox/): a developer on this machine sees every written mail, newest first, with
// its time, recipient, subject, kind and status, its plain text with clickable links and its HTML part; anyone else,
// and everyone with MAIL_OUTBOX_PAGE=off, gets a 404 as for a page that does not exist. The page runs no script and
// has no inline style (the site's CSP).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailOutbox } from './mailOutbox.ts'
import { listOutbox } from './outboxFiles.ts'
import { OUTBOX_PAGE_PATH, outboxPageAnswer } from './outboxPage.ts'

let dir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-page-'))
  const outbox = createMailOutbox({ dir })
  await outbox.deliver({
    kind: 'passwordReset',
    to: 'old@example.org',
    locale: 'en-GB',
    firstName: 'Ann',
    link: 'https://www.example.com/en-gb/account/password?token=t1',
  })
  await new Promise((resolve) => setTimeout(resolve, 2))
  await outbox.deliver({
    kind: 'contactReceipt',
    to: 'new@example.org',
    locale: 'en-US',
    name: 'Bo',
    reference: 'HC-00000042',
    topic: 'booking',
  })
  outbox.close()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const get = (path: string, remoteAddress = '127.0.0.1', env: NodeJS.ProcessEnv = {}) =>
  outboxPageAnswer({ method: 'GET', path, remoteAddress }, dir, env)
const bodyOf = (path: string) => String(get(path)!.body)

describe('outbox page', () => {
  it('lists the written mails newest first with time, recipient, subject, kind and status', () => {
    const answer = get(OUTBOX_PAGE_PATH)!
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    const body = String(answer.body)
    expect(body).toMatch(/^<!DOCTYPE html>\n<html lang="en">/)
    expect(body.indexOf('new@example.org')).toBeLessThan(body.indexOf('old@example.org'))
    expect(body).toContain('We received your message (HC-00000042)')
    expect(body).toContain('<td>contactReceipt</td>')
    expect(body).toContain('<td>written</td>')
    expect(body).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}T[^"]+Z">/)
  })

  it('keeps to the strict CSP: no script, no inline style, no style element', () => {
    const [record] = listOutbox(dir)
    for (const path of [OUTBOX_PAGE_PATH, `${OUTBOX_PAGE_PATH}${record!.name}/`]) {
      const body = bodyOf(path)
      expect(body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i)
      expect(body).toContain(`<link rel="stylesheet" href="${OUTBOX_PAGE_PATH}outbox.css">`)
    }
    expect(get(OUTBOX_PAGE_PATH)!.headers['content-security-policy']).toContain("style-src 'self'")
    expect(get(`${OUTBOX_PAGE_PATH}outbox.css`)!.headers['content-type']).toBe('text/css; charset=utf-8')
  })

  it('shows a mail’s plain text with its link clickable, and its HTML part sandboxed', () => {
    const reset = listOutbox(dir).find((record) => record.kind === 'passwordReset')!
    const page = bodyOf(`${OUTBOX_PAGE_PATH}${reset.name}/`)
    expect(page).toContain('<a href="https://www.example.com/en-gb/account/password?token=t1">')
    expect(page).toContain(`<a href="${OUTBOX_PAGE_PATH}${reset.name}/html">`)
    const html = get(`${OUTBOX_PAGE_PATH}${reset.name}/html`)!
    expect(String(html.body)).toContain('<a href="https://www.example.com/en-gb/account/password?token=t1"')
    expect(html.headers['content-security-policy']).toContain('sandbox')
    expect(html.headers['content-security-policy']).not.toContain('script-src')
    const eml = get(`${OUTBOX_PAGE_PATH}${reset.name}.eml`)!
    expect(eml.headers['content-type']).toBe('message/rfc822')
    expect(String(eml.body)).toMatch(/^Content-Type: multipart\/alternative;/m)
  })

  it.each(['::1', '::ffff:127.0.0.1', '127.0.0.1'])('answers the loopback client %s', (address) => {
    expect(get(OUTBOX_PAGE_PATH, address)!.status).toBe(200)
  })

  it.each(['192.168.1.20', '10.0.0.1', '::ffff:192.168.1.20', '2001:db8::1', undefined])(
    'answers 404 to the client %s, not on this machine',
    (address) => {
      const answer = outboxPageAnswer({ method: 'GET', path: OUTBOX_PAGE_PATH, remoteAddress: address }, dir, {})!
      expect(answer.status).toBe(404)
      expect(String(answer.body)).not.toContain('example.org')
    },
  )

  it('answers 404 when MAIL_OUTBOX_PAGE is off, even on this machine', () => {
    expect(get(OUTBOX_PAGE_PATH, '127.0.0.1', { MAIL_OUTBOX_PAGE: 'off' })!.status).toBe(404)
  })

  it('answers 404 for a mail that does not exist or a name that leaves the folder, and leaves other paths alone', () => {
    expect(get(`${OUTBOX_PAGE_PATH}..%2F..%2Fetc%2Fpasswd/`)!.status).toBe(404)
    expect(get(`${OUTBOX_PAGE_PATH}../package.json`)!.status).toBe(404)
    expect(get(`${OUTBOX_PAGE_PATH}20260101T000000000Z-000000-passwordReset/`)!.status).toBe(404)
    expect(get('/de-de/')).toBeUndefined()
    expect(get('/_dev/outbox')!.status).toBe(301)
  })
})
