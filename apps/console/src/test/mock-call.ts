import { type PathParams, type ReplyOf, type RouteDescriptor, UI_API } from '@arca/contract';
import { HttpResponse, http } from 'msw';

type Answer<D> = ReplyOf<D> | Response;

/**
 * A stand-in answer for a call of the route table, at the path the console calls it by (the
 * gateway's), typed by its descriptor: a mock and the server cannot disagree on where a call
 * goes or what it answers. An answer that is not a Response is sent as JSON with status 200.
 */
export function mockCall<Path extends string, D extends RouteDescriptor<Path>>(
  descriptor: D & RouteDescriptor<Path>,
  answer: (input: { params: PathParams<Path>; request: Request }) => Answer<D> | Promise<Answer<D>>,
) {
  if (descriptor.mount === 'api') throw new Error(`${descriptor.path} is not served to the console`);
  const method = descriptor.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';
  return http[method](`${UI_API}${descriptor.path}`, async ({ params, request }) => {
    const answered = await answer({ params: params as PathParams<Path>, request });
    return answered instanceof Response ? answered : HttpResponse.json(answered as object);
  });
}
