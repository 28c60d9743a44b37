// How a field app call is declared: its handler gets the signed-in app account beside the
// usual context. app.ts opens these calls to app tokens only (access 'app').
import type { z } from 'zod';
import { defineCall, type CallContext, type ContractCall } from '../http/call.js';
import { notLoggedIn } from '../http/errors.js';
import type { AppAccount } from './session.js';

export type AppCallContext = CallContext & { appAccount: AppAccount };

export interface AppCall<S extends z.ZodType> {
  path: string;
  body: S;
  json?: boolean;
  answer: z.ZodType;
  example?: z.input<S>;
  handler(input: z.output<S>, ctx: AppCallContext): Promise<unknown>;
}

export function defineAppCall<S extends z.ZodType>({ handler, ...call }: AppCall<S>): ContractCall {
  return defineCall({
    ...call,
    permission: 'app',
    handler(input: z.output<S>, ctx: CallContext) {
      const { appAccount } = ctx;
      // app.ts resolves the account before any 'app' call; without one nobody is signed in.
      if (!appAccount) throw notLoggedIn();
      return handler(input, { ...ctx, appAccount });
    },
  });
}
