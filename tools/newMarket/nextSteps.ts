import type { NewMarketAnswers } from './newMarketAnswers.ts'

/** What the market manager does after the scaffold: check, fill in the real values, build. */
export function nextSteps(answers: NewMarketAnswers): string {
  const { code } = answers
  const first = `${answers.locales[0].split('-')[0]}-${code}`
  return `Market "${code}" (${answers.name}) is valid. Next:
  1. Look at markets/${code}.json: it extends "${answers.from}" and says only what differs. Set what is specific to
     ${answers.name}: links, paths ("" where the market does not offer a page), slugs, flags (docs/markets.md).
  2. Replace the two placeholder branches in api/seed/markets/${code}.json (fictitious addresses, example.com only).
  3. Check the country name in each bundle (locales/*/translations.json, key markets.${code}).
  4. npm run validate markets/${code}.json
     npm run explain -- --market ${code} --page start
  5. npm run build -- --markets ${code} builds it alone (into dist-markets/${code}, SITE_DIST=dist-markets/${code} npm run serve);
     npm run build && npm run serve builds the whole site, then open http://localhost:3000/${first}/ (/ lists the market).`
}
