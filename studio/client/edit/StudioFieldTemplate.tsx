/**
 * rjsf's FieldTemplate with the required mark hidden from assistive technology: the input's own `required` says it,
 * and a label's accessible name stays the field's name ("title", not "title*").
 */
import { type FieldTemplateProps, getTemplate, getUiOptions } from '@rjsf/utils'

export function StudioFieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel, registry, uiSchema } = props
  const uiOptions = getUiOptions(uiSchema)
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions)
  if (hidden) return <div className="hidden">{children}</div>
  return (
    <WrapIfAdditionalTemplate {...props}>
      {displayLabel && uiOptions.widget !== 'checkbox' && label && (
        <label className="control-label" htmlFor={id}>
          {label}
          {required && (
            <span className="required" aria-hidden="true">
              *
            </span>
          )}
        </label>
      )}
      {displayLabel && description ? description : null}
      {children}
      {errors}
      {help}
    </WrapIfAdditionalTemplate>
  )
}
