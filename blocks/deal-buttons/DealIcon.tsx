import type { DealButtonsProps } from './props.gen.ts'

type Icon = DealButtonsProps['deals'][number]['icon']

const PATHS: Record<Icon, string> = {
  calendar: 'M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 16H5V10h14zM7 12h5v5H7z',
  bolt: 'M11 21h-1l1-7H7.5c-.88 0-.33-.75-.31-.78C8.48 10.94 10.42 7.54 13.01 3h1l-1 7h3.51c.4 0 .62.19.4.66C12.97 17.55 11 21 11 21z',
  family:
    'M16 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 18v-6h2.5l-2.54-7.63A2 2 0 0 0 18.06 7h-.12a2 2 0 0 0-1.9 1.37l-.86 2.58c1.08.6 1.82 1.73 1.82 3.05v8zm-7.5-10.5A1.5 1.5 0 1 0 11 10a1.5 1.5 0 0 0 1.5 1.5zM5.5 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm2 16v-7H9V9a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v6h1.5v7zm6.5 0v-4h1v-4a2 2 0 0 0-2-2h-2a2 2 0 0 0-2 2v4h1v4z',
  truck:
    'M20 8h-3V4H3a2 2 0 0 0-2 2v11h2a3 3 0 0 0 6 0h6a3 3 0 0 0 6 0h2v-5zM6 18.5A1.5 1.5 0 1 1 6 15.5a1.5 1.5 0 0 1 0 3zm13.5-9 1.96 2.5H17V9.5zM18 18.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z',
  plane: 'M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z',
  percent:
    'M7.5 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm0-5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm9 7a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zm0 5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zM5.41 20 4 18.59 18.59 4 20 5.41z',
}

/** Decorative: the deal's label says what it is. */
export function DealIcon({ icon }: { icon: Icon }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[icon]} />
    </svg>
  )
}
