import { describe, expect, it } from 'vitest';
import { helpLinks, initialHelpPolicy, isMotorPolicy, reasonRequest } from './policyActions';

const motor = { dossierID: 1, numeroPolizza: '10020030', prodotto: 'Auto Sicura', targa: 'GA123BC' };
const home = { dossierID: 2, numeroPolizza: '20090010', prodotto: 'Casa Serena', targa: null };

describe('help panel links', () => {
  it('offers the branch and a repair centre for a motor policy', () => {
    expect(helpLinks(motor)).toEqual([
      { action: 'contactBranch', to: '/contatti?dossier=10020030' },
      { action: 'findRepairCentre', to: '/contatti?dossier=10020030&centro_convenzionato' },
    ]);
  });

  it('offers only the branch for a policy without a plate', () => {
    expect(helpLinks(home)).toEqual([{ action: 'contactBranch', to: '/contatti?dossier=20090010' }]);
    expect(helpLinks({ ...home, targa: '   ' })).toHaveLength(1);
  });

  it('offers nothing until a policy is chosen', () => {
    expect(helpLinks(null)).toEqual([]);
    expect(helpLinks(undefined)).toEqual([]);
  });

  it('leaves out a policy number that is not numeric, rather than send a dossier /contatti ignores', () => {
    expect(helpLinks({ ...motor, numeroPolizza: 'AB-12' })).toEqual([
      { action: 'contactBranch', to: '/contatti' },
      { action: 'findRepairCentre', to: '/contatti?centro_convenzionato' },
    ]);
    expect(helpLinks({ ...home, numeroPolizza: ' 20090010 ' })[0]?.to).toBe('/contatti?dossier=20090010');
  });

  it('tells motor policies by their plate', () => {
    expect(isMotorPolicy(motor)).toBe(true);
    expect(isMotorPolicy(home)).toBe(false);
    expect(isMotorPolicy({ targa: '' })).toBe(false);
  });

  it('starts on the only policy, or on none when there are several', () => {
    expect(initialHelpPolicy([home])).toBe(home);
    expect(initialHelpPolicy([home, motor])).toBeNull();
    expect(initialHelpPolicy([])).toBeNull();
    // On a policy's page, that policy; an id that is not the client's changes nothing.
    expect(initialHelpPolicy([home, motor], 1)).toBe(motor);
    expect(initialHelpPolicy([home, motor], 99)).toBeNull();
    expect(initialHelpPolicy([home], 99)).toBe(home);
  });
});

describe('reasonRequest (decisions/0105)', () => {
  it('opens /contatti about the policy with the reason and, when known, the amount in cents', () => {
    expect(reasonRequest('10020030', 'pagaRata', 48.5)).toBe(
      '/contatti?dossier=10020030&motivo=pagaRata&importo=48.50',
    );
    expect(reasonRequest('10020030', 'pagaRata', null)).toBe('/contatti?dossier=10020030&motivo=pagaRata');
    expect(reasonRequest('20090010', 'coordinateBancarie')).toBe(
      '/contatti?dossier=20090010&motivo=coordinateBancarie',
    );
  });
});
