// A hand-written resource held to the API's document (src/api/contract.gen.ts): its endpoints
// must be calls the server declares, and each field's source a name one of those calls answers
// or takes, so a call or field renamed on the server fails the console's type check here, where
// the data provider reads them. Defined entities' resources are made at run time from their
// definitions, whose names the server itself reads.
import type { AnswerOf, BodyOf, ContractPath } from '../api/contract';
import type { Endpoint, FieldDef, Operation, ResourceDef } from './types';

type Row<A> = A extends { list: readonly (infer R)[] } ? R : A extends readonly (infer R)[] ? R : A;
/** Every key of every member of a union (keyof a union holds only the common ones). */
type KeysOf<T> = T extends object ? keyof T : never;
type PathIn<E> = E extends { path: infer P } ? P : E;
/** The names the call answers (of a list: of its rows) and the names it takes. */
type NamesOf<P> = P extends ContractPath ? KeysOf<Row<AnswerOf<P>>> | KeysOf<BodyOf<P>> : never;

type ContractEndpoint = ContractPath | (Exclude<Endpoint, string> & { path: ContractPath });
type Endpoints = Partial<Record<Operation, ContractEndpoint>>;
type Source<E extends Endpoints> = Extract<NamesOf<PathIn<E[keyof E]>>, string>;

/**
 * `consoleOnly` names the fields the console makes from a record (a summary drawn from several of
 * its values), which no call answers.
 */
export function declareResource<const E extends Endpoints, const X extends string = never>(
  def: Omit<ResourceDef, 'endpoints' | 'fields'> & { endpoints: E; consoleOnly?: readonly X[]; fields: readonly (FieldDef & { source: Source<E> | NoInfer<X> })[] },
): ResourceDef {
  return def;
}
