import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';
import { Tooltip, type TooltipProps } from '@mui/material';

type ChildProps = { onMouseOver?: (event: MouseEvent) => void };

/**
 * MUI's Tooltip for a child that is not focusable (a time, a label), built the first time the
 * pointer reaches it: a list draws one in every row, and a Tooltip costs several hooks and a
 * Popper each time a row renders, hovered or not. The child is drawn again at that moment, so a
 * focusable child keeps MUI's Tooltip (it would lose the focus).
 */
export function HoverTooltip({ title, children, ...props }: Omit<TooltipProps, 'open' | 'onOpen' | 'onClose' | 'children'> & { children: ReactElement<ChildProps> }) {
  const [open, setOpen] = useState<boolean | null>(null);
  if (open === null) {
    return cloneElement(children, {
      onMouseOver: (event: MouseEvent) => {
        children.props.onMouseOver?.(event);
        setOpen(true);
      },
    });
  }
  return (
    <Tooltip {...props} title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
      {children}
    </Tooltip>
  );
}
