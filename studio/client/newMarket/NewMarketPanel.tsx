/** The New market tab: the questions of `npm run new-market` as a form; Check shows what it would write, Add market writes. */
import { type FormEvent, useState } from 'react'
import type { NewMarketAnswer, NewMarketQuestion } from '../../shared/studioApi.ts'
import { fetchStudio } from '../api/fetchStudio.ts'
import { NotAvailable } from '../api/NotAvailable.tsx'
import { useStudioData } from '../api/useStudioData.ts'
import { ProblemList } from '../browse/ProblemList.tsx'
import { NewMarketQuestionField } from './NewMarketQuestionField.tsx'

export function NewMarketPanel({ onWritten }: { onWritten: () => void }) {
  const { data } = useStudioData<NewMarketQuestion[]>('/new-market')
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const [answer, setAnswer] = useState<NewMarketAnswer | { status: 'failed'; message: string }>()
  if (data.kind !== 'answer') return <NotAvailable data={data} what="the new-market questions" />
  const questions = data.body
  const answerTo = (question: NewMarketQuestion) => answers[question.name] ?? question.default ?? ''

  async function send(dryRun: boolean) {
    const filled = Object.fromEntries(questions.map((question) => [question.name, answerTo(question)]))
    const result = await fetchStudio<NewMarketAnswer>('/new-market', { answers: filled, dryRun })
    if (result.kind !== 'answer') setAnswer({ status: 'failed', message: result.kind === 'failed' ? result.message : 'not available yet' })
    else {
      setAnswer(result.body)
      if (result.body.status === 'written') onWritten()
    }
  }

  return (
    <form
      className="new-market"
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        void send(false)
      }}
    >
      {questions.map((question) => (
        <NewMarketQuestionField
          key={question.name}
          question={question}
          value={answerTo(question)}
          onChange={(value) => setAnswers({ ...answers, [question.name]: value })}
        />
      ))}
      <div className="buttons">
        <button type="button" onClick={() => send(true)}>
          Check
        </button>
        <button type="submit">Add market</button>
      </div>
      {answer?.status === 'refused' && <ProblemList problems={answer.problems} label="Problems of the new market" />}
      {answer?.status === 'failed' && <p role="alert">Could not send the answers: {answer.message}</p>}
      {(answer?.status === 'planned' || answer?.status === 'written') && (
        <div role="status">
          <p>{answer.status === 'planned' ? 'It would write:' : 'Written:'}</p>
          <ul className="plain">
            {answer.files.map((file) => (
              <li key={file.file}>
                <code>{file.file}</code>
              </li>
            ))}
          </ul>
          <p>{answer.nextSteps}</p>
        </div>
      )}
    </form>
  )
}
