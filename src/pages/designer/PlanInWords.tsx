import { Alert, AlertTitle, Link as MuiLink, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { entityNames, type EntityDefinition } from '../../../server/src/entities/language/document';
import type { SaveAnswer } from './calls';
import type { DraftDocument } from './draft';
import { refusalWords, stepWords } from './planWords';

/**
 * A dry run's answer in an administrator's words: what the save will do to the stored records, and
 * every refusal with its field, how many records, their first ids as links and the way out.
 */
export function PlanInWords({ plan, doc }: { plan: SaveAnswer; doc: DraftDocument }) {
  const { t, i18n } = useTranslation();
  const route = entityNames(doc as EntityDefinition).route;
  return (
    <Stack spacing={2}>
      {plan.refusals.map((refusal, i) => {
        const { text, wayOut } = refusalWords(refusal, doc, i18n.language, t);
        return (
          <Alert key={i} severity="error">
            <AlertTitle>{text}</AlertTitle>
            <Typography variant="body2">{wayOut}</Typography>
            {refusal.ids.length > 0 && (
              <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
                {t('designer.plan.first_records')}{' '}
                {refusal.ids.map((id, j) => (
                  <span key={id}>
                    {j > 0 && ', '}
                    <MuiLink component={Link} to={`${route}/${id}/show`} target="_blank" rel="noopener">
                      #{id}
                    </MuiLink>
                  </span>
                ))}
              </Typography>
            )}
          </Alert>
        );
      })}
      <div>
        <Typography variant="subtitle2">{t('designer.plan.steps')}</Typography>
        {plan.steps.length === 0 ? (
          <Typography color="text.secondary">{t('designer.plan.no_steps')}</Typography>
        ) : (
          <List dense>
            {plan.steps.map((step, i) => (
              <ListItem key={i} disableGutters>
                <ListItemText primary={stepWords(step, doc, i18n.language, t)} secondary={step.says} />
              </ListItem>
            ))}
          </List>
        )}
      </div>
    </Stack>
  );
}
