import { HYDRATIONS } from '../../shared/defineBlock.ts'
import { schemaObjectToTypes } from './schemaToTypes.ts'

export const BLOCK_TYPES_FILE = 'engine/shared/types/block.gen.ts'

/**
 * The Block type pages and layouts share: a union discriminated by `type`, each member with its
 * block's props type. The props types are declared here from the block schemas rather than imported
 * from blocks/, so engine code does not depend on block folders. A block that hydrates (`isIsland`) may say when.
 */
export function blockUnionTypes(blockNames: string[], isIsland: (name: string) => boolean = () => false): Promise<string> {
  const schema = {
    title: 'Block',
    description: 'One block of a page or layout: its type (a folder of blocks/) decides its props.',
    oneOf: blockNames.map((name) => ({
      type: 'object',
      required: ['id', 'type', 'props'],
      additionalProperties: false,
      properties: {
        id: { type: 'string', description: 'Unique within the page; overrides refer to the block by this id.' },
        type: { const: name },
        props: { $ref: `blocks/${name}/props.schema.json` },
        ...(isIsland(name)
          ? { hydrate: { description: "When this block's island hydrates on this page, instead of its block.ts.", enum: [...HYDRATIONS] } }
          : {}),
      },
    })),
  }
  return schemaObjectToTypes(schema, '.', BLOCK_TYPES_FILE, ['blocks/*/props.schema.json'])
}
