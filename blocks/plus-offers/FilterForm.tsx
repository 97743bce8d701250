import { styled } from '@linaria/react'
import { useEffect, useState, type FormEvent } from 'react'
import {
  color,
  field,
  fieldError,
  formatPrice,
  mediaUp,
  primaryActionStyles,
  radius,
  space,
  usePageEnv,
  useTranslation,
} from '../../engine/sdk.ts'
import type { SubscriptionBranch } from '../../features/web-api/index.ts'
import { AVAILABILITIES, BODY_TYPES, DRIVER_AGES, ENGINES, parseBudget, type PlusFilters } from '../../features/plus/index.ts'

const Form = styled.form`
  display: grid;
  gap: ${space.md};
  grid-template-columns: 1fr;
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mediaUp('md')} {
    grid-template-columns: repeat(4, 1fr);
  }
  select {
    width: 100%;
    min-height: 48px;
    padding: ${space.sm};
    border: 1px solid ${color.controlBorder};
    border-radius: ${radius.sm};
    font: inherit;
    color: ${color.text};
    background: ${color.background};
  }
`

const Check = styled.label`
  display: flex;
  gap: ${space.sm};
  align-items: center;
  min-height: 48px;
  font-weight: 600;
  input {
    width: 24px;
    height: 24px;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: end;
  button[type='submit'] {
    ${primaryActionStyles}
  }
  button[type='reset'] {
    min-height: 48px;
    padding: ${space.sm} ${space.md};
    border: 1px solid ${color.text};
    border-radius: ${radius.sm};
    background: transparent;
    color: ${color.text};
    font: inherit;
    cursor: pointer;
  }
`

interface FilterFormProps {
  filters: PlusFilters
  branches: SubscriptionBranch[]
  minimumBudget: number
  onApply: (filters: PlusFilters) => void
  onReset: () => void
}

/** Choices apply at once; the budget applies with Enter or "Show offers", after the SPEC §9 check (a number, at least the minimum, steps of 100). */
export function FilterForm({ filters, branches, minimumBudget, onApply, onReset }: FilterFormProps) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const [budgetText, setBudgetText] = useState(filters.budget === undefined ? '' : String(filters.budget))
  const [budgetProblem, setBudgetProblem] = useState<'notANumber' | 'belowMinimum' | undefined>()
  useEffect(() => {
    setBudgetText(filters.budget === undefined ? '' : String(filters.budget))
    setBudgetProblem(undefined)
  }, [filters.budget])

  const choose = <K extends keyof PlusFilters>(name: K, value: PlusFilters[K] | undefined) => {
    const next = { ...filters, [name]: value }
    if (value === undefined) delete next[name]
    onApply(next)
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (budgetText.trim() === '') return choose('budget', undefined)
    const parsed = parseBudget(budgetText, minimumBudget)
    if ('problem' in parsed) return setBudgetProblem(parsed.problem)
    setBudgetProblem(undefined)
    choose('budget', parsed.budget)
  }
  const minimum = formatPrice({ amount: minimumBudget, currency: env.currency }, env)
  const select = (name: 'availability' | 'engine' | 'bodyType' | 'branchId' | 'driverAge', options: { value: string; label: string }[]) => (
    <div className={field}>
      <label htmlFor={`plus-filter-${name}`}>{t(`plus.filters.${name}.label`)}</label>
      <select
        id={`plus-filter-${name}`}
        value={filters[name] === undefined ? '' : String(filters[name])}
        onChange={(event) =>
          choose(
            name,
            event.target.value === '' ? undefined : ((name === 'driverAge' ? Number(event.target.value) : event.target.value) as never),
          )
        }
      >
        <option value="">{t('plus.filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <Form
      role="search"
      aria-label={t('plus.filters.heading')}
      onSubmit={submit}
      onReset={(event) => {
        event.preventDefault()
        setBudgetText('')
        setBudgetProblem(undefined)
        onReset()
      }}
      noValidate
    >
      {select(
        'availability',
        AVAILABILITIES.map((value) => ({ value, label: t(`plus.filters.availability.${value}`) })),
      )}
      {select(
        'engine',
        ENGINES.map((value) => ({ value, label: t(`plus.offer.engine.${value}`) })),
      )}
      {select(
        'bodyType',
        BODY_TYPES.map((value) => ({ value, label: t(`plus.offer.bodyType.${value}`) })),
      )}
      {select(
        'driverAge',
        DRIVER_AGES.map((value) => ({ value: String(value), label: t(`plus.filters.driverAge.age${value}`) })),
      )}
      {select(
        'branchId',
        branches.map((branch) => ({ value: branch.id, label: branch.name })),
      )}
      <Check>
        <input
          type="checkbox"
          checked={filters.automatic === true}
          onChange={(event) => choose('automatic', event.target.checked ? true : undefined)}
        />
        {t('plus.filters.automatic.label')}
      </Check>
      <div className={field}>
        <label htmlFor="plus-filter-budget">{t('plus.filters.budget.label', { currency: env.currency })}</label>
        <input
          id="plus-filter-budget"
          inputMode="numeric"
          autoComplete="off"
          value={budgetText}
          onChange={(event) => setBudgetText(event.target.value)}
          aria-invalid={budgetProblem ? true : undefined}
          aria-describedby={budgetProblem ? 'plus-filter-budget-hint plus-filter-budget-problem' : 'plus-filter-budget-hint'}
        />
        <small id="plus-filter-budget-hint">{t('plus.filters.budget.hint', { minimum })}</small>
        {budgetProblem ? (
          <p id="plus-filter-budget-problem" className={fieldError} role="alert">
            {t(`plus.filters.budget.${budgetProblem}`, { minimum })}
          </p>
        ) : null}
      </div>
      <Actions>
        <button type="submit">{t('plus.filters.apply')}</button>
        <button type="reset">{t('plus.filters.reset')}</button>
      </Actions>
    </Form>
  )
}
