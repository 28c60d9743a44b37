import type { MessagesByLanguage } from './i18n/i18nProvider';
import { resourceMessages } from './resources/messages';
import { schemaMessages } from './schema/messages';
import { excelMessages } from './schema/excel/messages';
import { accountOverviewMessages } from './resources/accounts/overviewMessages';
import { shellMessages } from './layout/messages';
import { documentationMessages } from './pages/Documentation/messages';
import { statisticsMessages } from './pages/statistics/messages';
import { passwordMessages } from './pages/ChangePassword/messages';
import { securityMessages } from './pages/Security/messages';
import { designerMessages } from './pages/designer/messages';
import { listViewMessages } from './schema/views/savedViews/messages';
import { liveMessages } from './live/messages';
import { apiReferenceMessages } from './pages/Documentation/apiReferenceMessages';

/**
 * The admin's feature messages beyond src/i18n/locales (which the login page also uses).
 * A feature adds its `(language) => messages` function here; the catalog test checks them all.
 */
export const featureMessages: readonly MessagesByLanguage[] = [resourceMessages, schemaMessages, accountOverviewMessages, shellMessages, documentationMessages, statisticsMessages, passwordMessages, securityMessages, designerMessages, listViewMessages, excelMessages, liveMessages, apiReferenceMessages];
