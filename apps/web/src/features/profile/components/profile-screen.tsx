/**
 * /user (core 2.13): the six blocks in order (profile-blocks.ts decides what each shows and
 * offers). The e-mail edit goes to /set-email; IBAN add and edit to /iban-editor, delete sends
 * empty values after a confirmation; the FTE dialog opens here (also when the FTE instruction's
 * 'Set' brings the user here with router state `{ editFte: true }`); address add and edit start
 * the address wizard; change password asks login/change_password and sends the browser to the
 * page it answers. What was just done is said in a polite status at the top.
 */
import type { AddressType } from '@parkeerloket/contract';
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useNaw } from '../../../api/get-naw';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ScreenTitle } from '../../../components/screen-title';
import { showMessage } from '../../../lib/messages';
import { startWizard, WIZARD_PATHS } from '../address-wizard';
import { useChangePassword } from '../api/change-password';
import { useDeleteAddress } from '../api/delete-address';
import { useDeleteIban } from '../api/set-iban';
import { useShowChangePassword } from '../api/show-change-password';
import { type AddressBlock, addressLines, formatIban, type ProfileView, profileView } from '../profile-blocks';
import { profileNotice } from '../profile-notice';
import { changePasswordTarget } from '../profile-rules';
import { beginWizard } from '../wizard-store';
import { FteDialog } from './fte-dialog';
import { MessageChoices } from './message-choices';
import '../../../styles/screens.css';
import '../profile.css';
import { paths } from '../../../lib/paths';

const BUTTON = 'utrecht-button utrecht-button--secondary-action';
const LINK_BUTTON = `${BUTTON} pl-button-link`;

/** A block of the screen: a section named by its h2, which takes the focus after a deletion in it. */
function Block({
  title,
  headingRef,
  children,
}: {
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="pl-profile-block" aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className="utrecht-heading-2">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="pl-facts">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Lines({ lines }: { lines: string[] }) {
  const shown = lines.filter((line) => line.trim() !== '');
  return (
    <address className="pl-profile-lines">
      {shown.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address never reorder.
        <span key={index}>
          {line}
          {index < shown.length - 1 ? <br /> : null}
        </span>
      ))}
    </address>
  );
}

function AddressItem({
  block,
  onStart,
  onDelete,
}: {
  block: AddressBlock;
  onStart: (block: AddressBlock) => void;
  onDelete: (type: AddressType) => void;
}) {
  const { t } = useTranslation();
  const { address, type, actions } = block;
  let lines: string[] = [];
  if (address) {
    lines = addressLines(address);
    if (address.FOREIGN_YN === 'Y') {
      const country = typeof address.COUNTRY_DESCRIPTION === 'string' ? address.COUNTRY_DESCRIPTION : address.COUNTRY;
      lines.push(country ?? '');
    }
  }
  return (
    <div className="pl-profile-address">
      <h3 className="utrecht-heading-3 pl-profile-address__heading">{t(`user.address.${type}.heading`)}</h3>
      {address ? <Lines lines={lines} /> : <p className="utrecht-paragraph">{t('user.address.none')}</p>}
      {actions.length > 0 ? (
        <div className="pl-form__actions">
          {actions.includes('add') ? (
            <button type="button" className={BUTTON} onClick={() => onStart(block)}>
              {t(`user.address.${type}.add`)}
            </button>
          ) : null}
          {actions.includes('edit') ? (
            <button type="button" className={BUTTON} onClick={() => onStart(block)}>
              {t(`user.address.${type}.edit`)}
            </button>
          ) : null}
          {actions.includes('delete') ? (
            <button type="button" className={BUTTON} onClick={() => onDelete(type)}>
              {t(`user.address.${type}.delete`)}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

type Deleting = { kind: 'iban' } | { kind: 'address'; type: AddressType } | null;

function ProfileBlocks({ view }: { view: ProfileView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [notice, setNotice] = useState<string | null>(null);
  const [fteOpen, setFteOpen] = useState(false);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const deleteIban = useDeleteIban();
  const deleteAddress = useDeleteAddress();
  const changePassword = useChangePassword();
  const ibanHeading = useRef<HTMLHeadingElement>(null);
  const addressesHeading = useRef<HTMLHeadingElement>(null);
  const fteEditable = view.fte?.action != null;

  // A change made on another screen is said once the status region is on the page, so it is announced.
  // A change made here meanwhile (a delete, the FTE) cancels it: the newest notice is the one that stays.
  const pendingNotice = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const key = profileNotice.get();
    if (!key) return;
    pendingNotice.current = setTimeout(() => {
      profileNotice.set(null);
      setNotice(key);
    }, 150);
    return () => clearTimeout(pendingNotice.current);
  }, []);
  const say = (key: string | null) => {
    clearTimeout(pendingNotice.current);
    profileNotice.set(null);
    setNotice(key);
  };

  // The FTE instruction's 'Set' (core 2.15). The state is dropped at once, so a reload does not open it again.
  useEffect(() => {
    if ((location.state as { editFte?: unknown } | null)?.editFte !== true) return;
    navigate(paths.user, { replace: true, state: null });
    if (fteEditable) setFteOpen(true);
  }, [location.state, navigate, fteEditable]);

  function startAddress(block: AddressBlock) {
    beginWizard(startWizard(block.type, block.address));
    navigate(WIZARD_PATHS.type);
  }

  async function confirmDelete() {
    const target = deleting;
    setDeleting(null);
    say(null);
    if (!target) return;
    try {
      if (target.kind === 'iban') await deleteIban.mutateAsync();
      else await deleteAddress.mutateAsync(target.type);
    } catch {
      // The message dialog says why.
      return;
    }
    say(target.kind === 'iban' ? 'user.iban.deleted' : 'user.address.deleted');
    // The delete button is gone: the focus goes to the block's heading.
    (target.kind === 'iban' ? ibanHeading : addressesHeading).current?.focus();
  }

  async function goChangePassword() {
    if (changePassword.isPending) return;
    let url: string | null;
    try {
      url = await changePassword.mutateAsync();
    } catch {
      return;
    }
    const target = changePasswordTarget(url, window.location.origin);
    if (target) window.location.assign(target);
    else showMessage({ type: 'E', text: t('user.password.unavailable') });
  }

  const busy = deleteIban.isPending || deleteAddress.isPending;
  const { user, iban, fte } = view;
  const content: Record<ProfileView['blocks'][number], ReactNode> = {
    user: (
      <Block key="user" title={t('user.person.heading')}>
        <Facts
          items={[
            [t('user.person.name'), user.name || t('user.not_given')],
            [
              t('user.person.address'),
              user.addressUnchecked ? (
                t('user.person.address_unchecked')
              ) : user.streetLine || user.cityLine ? (
                <Lines key="address" lines={[user.streetLine, user.cityLine]} />
              ) : (
                t('user.not_given')
              ),
            ],
            ...(user.branch
              ? [
                  [
                    t('user.person.branch'),
                    <Lines
                      key="branch"
                      lines={[user.branch.description, user.branch.streetLine, user.branch.cityLine].filter(Boolean)}
                    />,
                  ] as [string, ReactNode],
                ]
              : []),
            [
              t('user.person.parking_places'),
              user.parkingPlaces === null ? t('user.person.parking_places_unknown') : String(user.parkingPlaces),
            ],
          ]}
        />
      </Block>
    ),
    email: (
      <Block key="email" title={t('user.email.heading')}>
        {view.email ? (
          <p className="utrecht-paragraph pl-mono pl-email">{view.email}</p>
        ) : (
          <p className="utrecht-paragraph">{t('user.email.none')}</p>
        )}
        <div className="pl-form__actions">
          <Link to={paths.setEmail} className={LINK_BUTTON}>
            {t(view.email ? 'user.email.edit' : 'user.email.enter')}
          </Link>
        </div>
      </Block>
    ),
    iban: (
      <Block key="iban" title={t('user.iban.heading')} headingRef={ibanHeading}>
        {iban ? (
          <Facts
            items={[
              [
                t('user.iban.number'),
                <span key="iban" className="pl-mono">
                  {formatIban(iban.number)}
                </span>,
              ],
              [t('user.iban.owner'), iban.owner || t('user.not_given')],
            ]}
          />
        ) : (
          <p className="utrecht-paragraph">{t('user.iban.none')}</p>
        )}
        <div className="pl-form__actions">
          {view.ibanActions.includes('add') ? (
            <Link to={paths.ibanEditor} className={LINK_BUTTON}>
              {t('user.iban.add')}
            </Link>
          ) : null}
          {view.ibanActions.includes('edit') ? (
            <Link to={paths.ibanEditor} className={LINK_BUTTON}>
              {t('user.iban.edit')}
            </Link>
          ) : null}
          {view.ibanActions.includes('delete') ? (
            <button type="button" className={BUTTON} onClick={() => !busy && setDeleting({ kind: 'iban' })}>
              {t('user.iban.delete')}
            </button>
          ) : null}
        </div>
      </Block>
    ),
    fte: fte ? (
      <Block key="fte" title={t('user.fte.heading')}>
        <p className="utrecht-paragraph">{fte.value === null ? t('user.not_given') : String(fte.value)}</p>
        {fte.action ? (
          <div className="pl-form__actions">
            <button type="button" className={BUTTON} onClick={() => setFteOpen(true)}>
              {t(fte.action === 'set' ? 'user.fte.set' : 'user.fte.edit')}
            </button>
          </div>
        ) : null}
      </Block>
    ) : null,
    addresses: (
      <Block key="addresses" title={t('user.addresses.heading')} headingRef={addressesHeading}>
        {view.addresses.map((block) => (
          <AddressItem
            key={block.type}
            block={block}
            onStart={startAddress}
            onDelete={(type) => !busy && setDeleting({ kind: 'address', type })}
          />
        ))}
      </Block>
    ),
    password: (
      <Block key="password" title={t('user.password.heading')}>
        <p className="utrecht-paragraph">{t('user.password.text')}</p>
        <div className="pl-form__actions">
          <button type="button" className={BUTTON} onClick={() => void goChangePassword()}>
            {t('user.password.change')}
          </button>
        </div>
      </Block>
    ),
  };

  return (
    <>
      <div role="status" className="pl-profile-notice">
        {notice ? (
          <div className="utrecht-alert utrecht-alert--ok pl-alert">
            <div className="utrecht-alert__content">
              <p className="utrecht-paragraph">{t(notice)}</p>
            </div>
          </div>
        ) : null}
      </div>
      {view.blocks.map((block) => content[block])}
      <FteDialog
        open={fteOpen}
        current={fte?.value ?? null}
        onClose={() => setFteOpen(false)}
        onSaved={() => {
          setFteOpen(false);
          say('user.fte.saved');
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t(deleting?.kind === 'iban' ? 'user.iban.delete_confirm.title' : 'user.address.delete_confirm.title')}
        text={
          deleting?.kind === 'iban'
            ? t('user.iban.delete_confirm.text', { iban: formatIban(iban?.number ?? '') })
            : t('user.address.delete_confirm.text')
        }
        confirmLabel={t(deleting?.kind === 'address' ? `user.address.${deleting.type}.delete` : 'user.iban.delete')}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

export function ProfileScreen() {
  const { t } = useTranslation();
  const naw = useNaw();
  const showChangePassword = useShowChangePassword();
  const title = <ScreenTitle title={t('user.title')} />;
  // The e-mail gate has loaded the record before any authenticated screen shows.
  if (!naw.data) return title;
  const view = profileView(naw.data, showChangePassword.data === true);
  return (
    <>
      {title}
      <ProfileBlocks view={view} />
      <MessageChoices />
    </>
  );
}
