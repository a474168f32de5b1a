import { readAgencyLogo, readAgencyName } from '@/shared/config';
import { text } from '@/shared/messages';

/**
 * The agency's name, and its logo before it when one is configured (issue 21 item 9): the header's and the
 * footer's. The logo repeats the name beside it, so it says nothing to a screen reader (alt="").
 */
export function AgencyName() {
  const logo = readAgencyLogo();
  return (
    <>
      {logo ? <img className="agency-logo" src={logo} alt="" height={24} /> : null}
      {readAgencyName(text.agencyName)}
    </>
  );
}
