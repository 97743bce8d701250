import type { IslandEnhancer } from '../../engine/sdk.ts'
import type { ContactFormSender } from './contactFormSender.ts'
import type { HelpContactProps } from './props.gen.ts'

/**
 * The contact form in the browser, without React. Most visitors of the contact page read it and leave, so the page
 * loads only this: the code that checks and sends the form (contactFormSender.ts, with its API call) is fetched when
 * the visitor first steps into the form, and at the latest by the submit, which waits for it (issue 28 §3: unused
 * JavaScript after load). Offline at that moment, the form says it could not be sent and keeps what was typed.
 */
export function enhanceHelpContact(element: HTMLElement, loadSender: () => Promise<ContactFormSender>): void {
  const form = element.querySelector<HTMLFormElement>('[data-help-contact] form')
  const sendError = form?.querySelector<HTMLElement>('[data-send-error]')
  if (!form || !sendError) return
  let sender: Promise<ContactFormSender> | undefined
  const load = () => {
    sender ??= loadSender().catch((error: unknown) => {
      // The next step into the form or submit tries again.
      sender = undefined
      throw error
    })
    return sender
  }
  form.addEventListener('focusin', () => void load().catch(() => {}), { once: true })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    load().then(
      (send) => send?.(),
      // Its text is on the page (HelpContact.tsx): this enhancer needs no translation runtime.
      () => {
        sendError.hidden = false
      },
    )
  })
}

const enhance: IslandEnhancer<HelpContactProps> = (element, _props, page) =>
  enhanceHelpContact(element, () => import('./contactFormSender.ts').then((sender) => sender.pageContactFormSender(element, page)))

export default enhance
