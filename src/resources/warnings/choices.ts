/** 0 pending, 1 handling, 2 handled (docs/API.md, Inspection.handle_status), worded by `app.handle.*`. */
export const HANDLE_STATUS_CHOICES = [0, 1, 2].map((id) => ({ id, name: `app.handle.${id}` }));
