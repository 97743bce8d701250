/**
 * In the browser, on an OpeningHoursList rendered `markable`: marks the row of `today` (ISO weekday) for the eye
 * (class "today" on its term and hours) and for screen readers (the word "today", `todayWord`, in the term).
 */
export function markTodaysHours(list: ParentNode, today: number, todayWord: string): void {
  for (const term of list.querySelectorAll<HTMLElement>('dt[data-weekdays]')) {
    const [from, to] = (term.dataset.weekdays ?? '').split('-').map(Number)
    if (!(from <= today && today <= to) || term.dataset.today !== undefined) continue
    term.classList.add('today')
    term.dataset.today = 'true'
    const label = document.createElement('span')
    label.className = 'todayLabel'
    label.textContent = ` (${todayWord})`
    term.append(label)
    term.nextElementSibling?.classList.add('today')
  }
}
