import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { AlertDialog } from '@pasar/ui';
import { countryCodes, countryDefaults, type CountryCode } from '../../../contract/countries';
import { PageHeader } from '../../frame/page-header';
import { changeCountry } from './change-country';
import { useSession } from '../../session/session-store';
import { ChoiceList } from './choice-list';
import { settingsMessages as m } from './messages';

/** /setting-country: Indonesia, Singapore or Malaysia; switching asks first (cart and login go). */
export function SetCountryPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const current = useSession((s) => s.localeInfo.xlocale);
  const [pending, setPending] = useState<CountryCode | null>(null);
  const name = (code: CountryCode) => intl.formatMessage(m.countryName, { code });

  return (
    <main className="mx-auto max-w-xl pb-8">
      <PageHeader title={intl.formatMessage(m.countryTitle)} />
      <div className="flex flex-col gap-3 p-4">
        <p className="m-0 text-sm text-muted-foreground">
          <FormattedMessage {...m.countryHint} />
        </p>
        <ChoiceList<CountryCode>
          label={intl.formatMessage(m.countryTitle)}
          value={current}
          onChange={(code) => code !== current && setPending(code)}
          choices={countryCodes.map((code) => ({
            id: code,
            label: name(code),
            description: intl.formatMessage(m.countryCurrent, {
              country: countryDefaults[code].country_en_name,
              currency: countryDefaults[code].currency_code,
            }),
          }))}
        />
      </div>
      <AlertDialog
        isOpen={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? intl.formatMessage(m.countryConfirmTitle, { country: name(pending) }) : ''}
        confirmLabel={intl.formatMessage(m.countryConfirm)}
        cancelLabel={intl.formatMessage(m.cancel)}
        onConfirm={async () => {
          if (!pending) return;
          await changeCountry(pending);
          setPending(null);
          navigate('/');
        }}
      >
        {pending && (
          <FormattedMessage
            {...m.countryConfirmBody}
            values={{ currency: countryDefaults[pending].currency_code }}
          />
        )}
      </AlertDialog>
    </main>
  );
}
