import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';

/** A small component a declaration points at. */
export type DeclaredPart = ComponentType | LazyExoticComponent<ComponentType>;
type Part = DeclaredPart;

/** Renders the small components a declaration points at (toolbar or bulk buttons), each loaded on demand. */
export function DeclaredParts({ parts }: { parts: readonly Part[] | undefined }) {
  return (
    <>
      {(parts ?? []).map((Part, index) => (
        <Suspense key={index} fallback={null}>
          <Part />
        </Suspense>
      ))}
    </>
  );
}

/** The declared expand panel of a list row, or nothing. */
export function expandPanel(Panel: Part | undefined) {
  if (!Panel) return undefined;
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
