import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw'
import { BadRequest } from './badRequest.ts'

/** Wraps a resolver so a failed parameter check answers 400 (or its own 4xx) with a message and the field instead of a 500. */
export function answer<Params extends PathParams>(
  resolver: HttpResponseResolver<Params, DefaultBodyType>,
): HttpResponseResolver<Params, DefaultBodyType> {
  return async (info) => {
    try {
      return await resolver(info)
    } catch (error) {
      if (error instanceof BadRequest)
        return HttpResponse.json(
          {
            message: error.message,
            ...(error.field === undefined ? {} : { field: error.field }),
            ...(error.code === undefined ? {} : { code: error.code }),
          },
          { status: error.status },
        )
      throw error
    }
  }
}
