/**
 * A block's props as a form. Save writes only the fields that changed, one edit each; a refusal leaves the form as
 * typed (nothing else changes) so the author fixes the field the problems name.
 */
import Form from '@rjsf/core'
import { customizeValidator } from '@rjsf/validator-ajv8'
import { useState } from 'react'
import type { EditAnswer, StudioDocument } from '../../shared/studioApi.ts'
import { fetchStudio } from '../api/fetchStudio.ts'
import { valueAtPointer } from '../schema/jsonPointer.ts'
import { editRequestsFromChange } from '../schema/editRequestsFromChange.ts'
import { formSchema } from './formSchema.ts'
import { type SaveOutcome, saveEdits } from './saveEdits.ts'
import type { StudioFormContext } from './studioFormContext.ts'
import { StudioFieldTemplate } from './StudioFieldTemplate.tsx'
import { STUDIO_WIDGETS } from './studioWidgets.ts'

/**
 * rjsf needs a validator to resolve the schema's conditions (if/then by block type); it validates nothing itself
 * (noValidate): the server checks every edit as `npm run validate` does, with its plain messages ("must be a
 * translation key such as …" where ajv alone says "must match pattern …") and the checks only the engine knows.
 */
const validator = customizeValidator({ ajvOptionsOverrides: { validateFormats: false } })

interface Props {
  document: StudioDocument
  pointer: string
  context: StudioFormContext
  /** Every save's outcome, kept by the panel: a written save loads the new version, which is a new form. */
  onOutcome: (outcome: SaveOutcome) => void
}

export function BlockForm({ document, pointer, context, onOutcome }: Props) {
  const loaded = valueAtPointer(document.value, pointer)
  const [formData, setFormData] = useState<unknown>(loaded)
  const [saving, setSaving] = useState(false)
  const form = formSchema(document, pointer)
  if (!form)
    return (
      <p className="notice">
        The schema of {document.file} says nothing about {pointer}: no form to show.
      </p>
    )

  async function save(data: unknown) {
    setSaving(true)
    const requests = editRequestsFromChange(document.file, pointer, loaded, data, document.version)
    const result = await saveEdits(requests, (request) => fetchStudio<EditAnswer>('/edit', request))
    setSaving(false)
    onOutcome(result)
  }

  return (
    <div className="block-form">
      <Form
        schema={form.schema}
        uiSchema={form.uiSchema}
        formData={formData}
        validator={validator}
        widgets={STUDIO_WIDGETS}
        templates={{ FieldTemplate: StudioFieldTemplate }}
        formContext={context}
        disabled={saving}
        noValidate
        noHtml5Validate
        showErrorList={false}
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } }}
        onChange={(event) => setFormData(event.formData)}
        onSubmit={(event) => save(event.formData)}
      />
    </div>
  )
}
