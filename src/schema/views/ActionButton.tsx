import type { MouseEvent, ReactElement } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { Button, useTranslate } from 'react-admin';

interface Props {
  /** i18n key */
  label: string;
  icon: ReactElement;
  color?: 'primary' | 'error' | 'warning' | 'success';
  /** Icon only, the label in a tooltip and for screen readers: for crowded list rows. */
  compact?: boolean;
  disabled?: boolean;
  onClick: (event: MouseEvent) => void;
}

/** A record action button, labelled or compact; clicks never reach the list row behind it. */
export function ActionButton({ label, icon, color = 'primary', compact, disabled, onClick }: Props) {
  const translate = useTranslate();
  const click = (event: MouseEvent) => {
    event.stopPropagation();
    onClick(event);
  };
  if (compact) {
    return (
      <Tooltip title={translate(label)}>
        <span>
          <IconButton aria-label={translate(label)} color={color} size="small" disabled={disabled} onClick={click} sx={{ '& svg': { fontSize: 20 } }}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button label={label} color={color} disabled={disabled} onClick={click}>
      {icon}
    </Button>
  );
}
