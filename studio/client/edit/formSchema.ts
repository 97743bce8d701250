/** The schema and uiSchema of a block's props form, from its document's (self-contained) schema. */
import type { UiSchema } from '@rjsf/utils'
import type { StudioDocument } from '../../shared/studioApi.ts'
import { subSchemaAt } from '../schema/subSchemaAt.ts'
import { uiSchemaFromSchema } from '../schema/uiSchemaFromSchema.ts'

export function formSchema(document: StudioDocument, pointer: string): { schema: Record<string, unknown>; uiSchema: UiSchema } | undefined {
  const found = subSchemaAt(document.schema, document.value, pointer)
  if (!found) return undefined
  // The form validates against this part alone: the root's dialect and id would name the wrong document.
  const { $schema: _dialect, $id: _id, ...schema } = found
  return {
    schema,
    // The props schema's own title is a type name ("HeroProps"); the panel's heading already names the block.
    uiSchema: { ...uiSchemaFromSchema(schema), 'ui:title': 'Props', 'ui:submitButtonOptions': { submitText: 'Save' } },
  }
}
