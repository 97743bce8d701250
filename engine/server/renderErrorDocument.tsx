import { renderToString } from 'react-dom/server'
import { EscapedMarkup, markup } from '../shared/escapedMarkup.ts'
import { ErrorView } from '../views/ErrorView.tsx'
import { AuthorErrorView } from '../views/AuthorErrorView.tsx'
import type { DocumentsInvalid } from './preparedSite.ts'
import { LAST_FALLBACK_LOCALE, createI18n, type Bundle } from '../shared/i18n/createI18n.ts'
import { readFileSync } from 'node:fs'
import { fromRepo } from '../node/repoRoot.ts'

/** A page without chrome or islands, in English: the error pages of the site and of the dev server. */
function standaloneDocument(title: string, body: string) {
  return markup`<!DOCTYPE html>
<html lang="en-US" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>${new EscapedMarkup(body)}</body>
</html>`.text
}

/** The visitor's 404 and 500 pages (a market language's own 404 page is rendered with its chrome elsewhere). */
export function renderErrorDocument(status: 404 | 500) {
  const bundle = JSON.parse(readFileSync(fromRepo(`locales/${LAST_FALLBACK_LOCALE}/translations.json`), 'utf8')) as Bundle
  const i18n = createI18n(LAST_FALLBACK_LOCALE, { [LAST_FALLBACK_LOCALE]: bundle })
  const key = status === 404 ? 'errors.notFound' : 'errors.serverError'
  const body = renderToString(
    <ErrorView
      status={status}
      heading={i18n.t(`${key}.heading`)}
      text={i18n.t(`${key}.text`)}
      homeLabel={i18n.t('errors.notFound.home')}
    />,
  )
  return standaloneDocument(i18n.t(`${key}.title`), body)
}

/** The dev server's answer while documents do not validate or their data does not load: the author's problems, titled as such. */
export function renderAuthorErrorDocument(error: DocumentsInvalid) {
  const errors = error.problems.filter((problem) => problem.severity === 'error').length
  return standaloneDocument(
    `Author error: ${errors} problem(s) in the documents`,
    renderToString(<AuthorErrorView problems={error.problems} />),
  )
}
