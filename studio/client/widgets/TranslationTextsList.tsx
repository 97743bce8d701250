/** A key's text in every bundle locale, each with the market languages that show it, loaded when the disclosure opens. */
import type { TranslationTexts } from '../../shared/studioApi.ts'
import { apiQuery } from '../api/fetchStudio.ts'
import { NotAvailable } from '../api/NotAvailable.tsx'
import { useStudioData } from '../api/useStudioData.ts'
import { TranslationTextRow } from './TranslationTextRow.tsx'

export function TranslationTextsList({ textKey, onSaved }: { textKey: string; onSaved: () => void }) {
  const { data, reload } = useStudioData<TranslationTexts>(textKey ? `/translation?${apiQuery({ key: textKey })}` : undefined)
  if (data.kind !== 'answer') return <NotAvailable data={data} what="texts of this key" />
  const shownOn = new Map(data.body.shownIn.map((entry) => [entry.locale, entry.routes]))
  return (
    <ul className="plain">
      {data.body.texts.map((row) => (
        <TranslationTextRow
          key={`${row.locale} ${row.file} ${row.text ?? ''}`}
          row={row}
          shownOn={shownOn.get(row.locale) ?? []}
          textKey={textKey}
          onSaved={() => {
            reload()
            onSaved()
          }}
        />
      ))}
    </ul>
  )
}
