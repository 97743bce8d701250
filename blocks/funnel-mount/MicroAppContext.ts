// The context moved to features/micro-apps/ so that every mounting block shares it; apps and tests still import it here.
export type { CreateMicroApp, MicroAppContext, MicroAppInstance } from '../../features/micro-apps/MicroAppContext.ts'
