import type { ComponentType } from 'react';
import type { ConsoleScreen } from '../../../server/src/entities/language/document';

/**
 * The screens an entity definition may name in `screens` instead of a generic one, by name, each
 * loaded on demand (`name: onDemandScreen(() => import('…'))`). The language lists the same names
 * as CONSOLE_SCREENS, so the server refuses a name this console lacks; a test keeps the two equal.
 * None yet: every custom screen of the built-ins reads the calls and records of its own resource.
 */
export const DEFINITION_SCREENS: Readonly<Record<ConsoleScreen, ComponentType>> = {};
