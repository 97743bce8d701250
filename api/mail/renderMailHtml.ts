import type { MailBlock, MailContent, MailRow } from './mailContent.ts'

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text for HTML content and attribute values: every value a visitor typed goes through here. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!)
}

// Mail programs drop <style> elements and ignore classes; inline styles are what they keep. No images: nothing is
// fetched when the mail is opened. The start side follows the text direction ("start" works in both).
const BODY = 'margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5'
const PARAGRAPH = 'margin:0 0 16px'
const TABLE = 'border-collapse:collapse;margin:0 0 16px;width:100%;max-width:560px'
const FACTS = 'border-collapse:collapse;margin:0 0 16px'
const CELL = 'padding:4px 12px 4px 0;text-align:start;vertical-align:top'
const VALUE = 'padding:4px 0;text-align:end;vertical-align:top;white-space:nowrap'
const TOTAL = 'padding:8px 0 4px;border-top:1px solid #1a1a1a;font-weight:bold'
const BUTTON =
  'display:inline-block;padding:12px 20px;background:#ff5f00;color:#000000;font-weight:bold;text-decoration:underline;border-radius:4px'
const FOOTER = 'margin:24px 0 0;color:#555555;font-size:13px'

const e = escapeHtml

function factRows(rows: MailRow[]): string {
  return rows.map((row) => `<tr><th scope="row" style="${CELL}">${e(row.label)}</th><td style="${CELL}">${e(row.value)}</td></tr>`).join('')
}

function priceRows(rows: MailRow[], style = ''): string {
  return rows
    .map(
      (row) =>
        `<tr><th scope="row" style="${CELL};font-weight:normal;${style}">${e(row.label)}</th><td style="${VALUE};${style}">${e(row.value)}</td></tr>`,
    )
    .join('')
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${PARAGRAPH}">${e(block.text)}</p>`
    case 'action':
      // A real link whose text says where it goes, and the address itself for a program that does not follow links.
      return `<p style="${PARAGRAPH}"><a href="${e(block.href)}" style="${BUTTON}">${e(block.label)}</a></p><p style="${PARAGRAPH};font-size:13px;word-break:break-all"><a href="${e(block.href)}">${e(block.href)}</a></p>`
    case 'facts':
      return `<table style="${FACTS}">${factRows(block.rows)}</table>`
    case 'prices':
      return [
        `<h2 style="margin:24px 0 8px;font-size:18px">${e(block.heading)}</h2>`,
        `<table style="${TABLE}">`,
        priceRows(block.rows),
        priceRows([block.total], TOTAL),
        priceRows(block.after),
        '</table>',
        block.note ? `<p style="${PARAGRAPH}">${e(block.note)}</p>` : '',
      ].join('')
  }
}

/** The HTML part of a mail: one simple, accessible document in the mail's language and direction. */
export function renderMailHtml(content: MailContent): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${e(content.locale)}" dir="${content.dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(content.subject)}</title></head>`,
    `<body style="${BODY}">`,
    `<p style="${PARAGRAPH}">${e(content.greeting)}</p>`,
    ...content.blocks.map(blockHtml),
    `<p style="${PARAGRAPH}">${content.closing.map(e).join('<br>')}</p>`,
    `<p style="${FOOTER}">${e(content.footer)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}
