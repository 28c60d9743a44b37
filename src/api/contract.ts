// What each call of the API takes and answers, as the server declares it (contract.gen.ts, made
// by `npm run api:types` from the server's OpenAPI document): `call('operate/company/company-detail', …)`
// answers a Company, and a field renamed on the server fails the console's type check.
import type { paths } from './contract.gen';

type Paths = keyof paths & `/${string}`;
/** A hand-written call's path, as `call` takes it (no leading slash). */
export type ContractPath = Paths extends `/${infer P}` ? P : never;

type Post<P extends ContractPath> = paths[`/${P}`]['post'];
type Answered<P extends ContractPath> = Post<P>['responses'][200]['content']['application/json'];

/** The `data` of the call's success envelope. */
export type AnswerOf<P extends ContractPath> = Extract<Answered<P>, { error: 2000 }>['data'];
/** The call's body, as JSON. */
export type BodyOf<P extends ContractPath> = NonNullable<Post<P>['requestBody']>['content']['application/json'];
/** A record the document names (components.schemas), e.g. `RecordOf<'Company'>`. */
export type RecordOf<N extends keyof import('./contract.gen').components['schemas']> = import('./contract.gen').components['schemas'][N];
