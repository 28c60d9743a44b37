// The guide's steps: what each highlights, by `data-tour` markers placed on the shell.
export const TOUR_STEPS = [
  // In mobile mode the menu is a closed drawer: the hamburger that opens it stands in.
  { id: 'menu', selectors: ['[data-tour="menu"]', '[data-tour="menu-toggle"]'] },
  { id: 'tags', selectors: ['[data-tour="tags"]'] },
  { id: 'search', selectors: ['[data-tour="search"]'] },
  { id: 'size', selectors: ['[data-tour="size"]'] },
  { id: 'language', selectors: ['[data-tour="language"]'] },
  { id: 'settings', selectors: ['[data-tour="settings"]'] },
] as const;

export type TourStep = (typeof TOUR_STEPS)[number];

function isVisible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

export function findTarget(step: TourStep, root: ParentNode = document): HTMLElement | null {
  for (const selector of step.selectors) {
    const found = [...root.querySelectorAll<HTMLElement>(selector)].find(isVisible);
    if (found) return found;
  }
  return null;
}

/** The steps whose element is on screen now (the tags view may be switched off, for instance). */
export function availableSteps(root: ParentNode = document): TourStep[] {
  return TOUR_STEPS.filter((step) => findTarget(step, root) !== null);
}
