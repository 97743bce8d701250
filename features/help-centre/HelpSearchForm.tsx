import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { color, field, primaryActionStyles, space, usePageEnv, useTranslation, useElementId } from '../../engine/sdk.ts'
import { HELP_SEARCH_MAX_LENGTH, HELP_SEARCH_MIN_LENGTH } from '../web-api/index.ts'
import { helpHref } from './helpHref.ts'

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space.sm};
  max-width: 40rem;
  margin: 0 0 ${space.lg};
  > div {
    flex: 1 1 16rem;
  }
  button {
    min-height: 48px;
  }
  .hint {
    flex-basis: 100%;
    margin: 0;
    color: ${color.textMuted};
    font-size: 0.875rem;
  }
`

/** Button look of the site's primary action on a native submit button. */
const Submit = styled.button`
  ${primaryActionStyles}
`

export interface HelpSearchFormProps {
  /** The query to show (the search page fills it in from the URL). */
  value?: string
  onChange?: (value: string) => void
  /** With JavaScript the search page searches in place instead of loading the page again. */
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void
  /** Below the field: a message about the query, or the suggestions list. */
  children?: ReactNode
  /** Extra attributes for the input, such as the combobox ARIA of the suggestions. */
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>
  /** Once an island runs it says what is wrong with a query in the page's words, instead of the browser's bubble. */
  noValidate?: boolean
}

/**
 * The help search: a plain GET form to the results page (…/help-center/search/?q=…), so it works
 * before and without JavaScript; the browser itself asks for 3 to 100 characters.
 */
export function HelpSearchForm({ value, onChange, onSubmit, children, inputProps, noValidate }: HelpSearchFormProps) {
  const { t } = useTranslation()
  const id = useElementId()
  const action = helpHref(usePageEnv(), 'page:help-search/search')
  return (
    <Form role="search" method="get" action={action} onSubmit={onSubmit} noValidate={noValidate}>
      <div className={field}>
        <label htmlFor={id}>{t('helpCentre.search.label')}</label>
        <input
          id={id}
          type="search"
          name="q"
          required
          // Checked by the browser without JavaScript; once the island says what is wrong in the page's words, the field
          // takes more than the limit, so a long paste shows the "too long" message instead of being cut silently. (A
          // limit set back to undefined would be 0 in Preact, which the browser runs the island with.)
          minLength={HELP_SEARCH_MIN_LENGTH}
          maxLength={noValidate ? HELP_SEARCH_MAX_LENGTH * 2 : HELP_SEARCH_MAX_LENGTH}
          autoComplete="off"
          placeholder={t('helpCentre.search.placeholder')}
          {...(onChange ? { value: value ?? '', onChange: (event) => onChange(event.target.value) } : { defaultValue: value })}
          {...inputProps}
        />
      </div>
      <Submit type="submit">{t('helpCentre.search.submit')}</Submit>
      {children}
    </Form>
  )
}
