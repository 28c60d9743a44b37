/** The designer's place in the console (src/customRoutes.tsx), and its editor's address for an entity or draft. */
export const DESIGNER_PATH = '/sys_permission/entity';

/** `name` undefined: a new entity; `from`: start from that author's draft of it. */
export const editorPath = (name?: string, from?: string) =>
  `${DESIGNER_PATH}?${name ? `edit=${encodeURIComponent(name)}` : 'new=1'}${name && from ? `&from=${encodeURIComponent(from)}` : ''}`;
