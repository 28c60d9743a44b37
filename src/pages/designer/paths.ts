/** The designer's place in the console (src/customRoutes.tsx), and its editor's address for an entity or draft. */
export const DESIGNER_PATH = '/sys_permission/entity';

/** `name` undefined: a new entity. */
export const editorPath = (name?: string) => `${DESIGNER_PATH}?${name ? `edit=${encodeURIComponent(name)}` : 'new=1'}`;
