import { styled } from '@linaria/react'
import type { Problem } from '../shared/problem.ts'
import { globalStyles } from '../theme/globalStyles.ts'
import { color, font, space } from '../theme/tokens.ts'

const Page = styled.main`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${space.xl} ${space.md};
  h1 {
    font-size: ${font.sizeH2};
    margin: 0 0 ${space.sm};
  }
  ol {
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${space.md};
  }
  li {
    padding: ${space.md};
    background: ${color.surface};
    border-left: 4px solid ${color.danger};
  }
  li[data-severity='warning'] {
    border-left-color: ${color.warning};
  }
  code {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  p {
    margin: ${space.xs} 0 0;
  }
`

/** Each problem with those that follow from it (`causedBy`), which come right after it, as `npm run validate` folds them. */
function rootsWithFollowOns(problems: Problem[]): { root: Problem; followOns: Problem[] }[] {
  const groups: { root: Problem; followOns: Problem[] }[] = []
  for (const problem of problems) {
    const last = groups.at(-1)
    if (problem.causedBy && last) last.followOns.push(problem)
    else groups.push({ root: problem, followOns: [] })
  }
  return groups
}

function ProblemText({ problem }: { problem: Problem }) {
  return (
    <>
      <code>
        {problem.file}:{problem.line}:{problem.column}
      </code>{' '}
      {problem.pointer || '/'}
      <p>
        {problem.severity === 'warning' ? 'Warning: ' : ''}
        {problem.message}
      </p>
    </>
  )
}

/**
 * The dev server's page while documents do not validate or their data does not load: an author's mistake,
 * titled as one, each problem with its file, line and column, where in the document, and what to do. A
 * visitor never sees it: the build refuses the same documents, and the built site shows its own 500 page. The root
 * problem comes first; what follows from it is folded.
 */
export function AuthorErrorView({ problems }: { problems: Problem[] }) {
  const errors = problems.filter((problem) => problem.severity === 'error').length
  return (
    <div className={globalStyles}>
      <Page data-author-errors={errors}>
        <h1>
          Author error: {errors} problem{errors === 1 ? '' : 's'} in the documents
        </h1>
        <p>
          Fix them in your editor; this page reloads when you save. <code>npm run validate</code> lists the same problems, and the build
          refuses them.
        </p>
        <ol>
          {rootsWithFollowOns(problems).map(({ root, followOns }, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id (two can read the same), and the list is rendered whole
            <li key={index} data-severity={root.severity}>
              <ProblemText problem={root} />
              {followOns.length > 0 && (
                <details>
                  <summary>
                    … and {followOns.length} problem{followOns.length === 1 ? '' : 's'} that follow from it (fixing it fixes them)
                  </summary>
                  <ol>
                    {followOns.map((problem, followOn) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: as above
                      <li key={followOn} data-severity={problem.severity}>
                        <ProblemText problem={problem} />
                      </li>
                    ))}
                  </ol>
                </details>
              )}
            </li>
          ))}
        </ol>
      </Page>
    </div>
  )
}
