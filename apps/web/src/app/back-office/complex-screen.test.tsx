import { officeDecisions } from '../../test/meeting-data';
import { officeWorkOrder, workOrderChoices } from '../../test/office-request-data';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { OfficeComplexDetails } from '@vve/contract/calls/office-complexes';
import { describe, expect, it } from 'vitest';
import { bodyOf, json, refusalReply, type Reply, type StubbedRequest } from '../../test/fake-api';
import { complexDetails, officeComplex } from '../../test/office-complex-data';
import { libraryDocuments } from '../../test/document-data';
import { calledPaths, chooseFile, detailValue, renderScreen, withinSection } from '../../test/render-app';
import { bimModel } from '../../test/viewer-data';

const PATH = '/api/app/office/complexes/1';

/** The back office with complex 1; each change is recorded, and `more` answers besides. */
const openComplex = (details: OfficeComplexDetails = complexDetails(), more: Record<string, Reply> = {}) => {
  let shown = details;
  const changes: StubbedRequest[] = [];
  const recorded =
    (answer: (request: StubbedRequest) => Response): Reply =>
    (request) => {
      changes.push(request);
      return answer(request);
    };
  const result = renderScreen(
    '/office/complexes/1',
    {
      [`GET ${PATH}`]: () => json(200, shown),
      'GET /api/app/office/request-counts': () =>
        json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
      [`PUT ${PATH}`]: recorded((request) => {
        shown = { ...shown, complex: { ...shown.complex, ...(bodyOf(request) as object) } };
        return json(200, shown.complex);
      }),
      [`PUT ${PATH}/archived`]: recorded((request) => {
        const { archived } = bodyOf(request) as { archived: boolean };
        shown = {
          ...shown,
          complex: { ...shown.complex, archivedAt: archived ? '2026-11-24T10:00:00.000Z' : null },
        };
        return json(200, shown.complex);
      }),
      [`PUT ${PATH}/owner-condition-map`]: recorded((request) => {
        const { shown: ownerConditionMap } = bodyOf(request) as { shown: boolean };
        shown = { ...shown, ownerConditionMap };
        return json(200, { shown: ownerConditionMap });
      }),
      [`POST ${PATH}/units`]: recorded(() => refusalReply('duplicateIndexNr')),
      'DELETE /api/app/office/units/11': recorded(() => json(200, { id: 11 })),
      'DELETE /api/app/office/units/12': recorded(() => refusalReply('unitInUse')),
      [`POST ${PATH}/meetings`]: recorded((request) =>
        json(200, { id: 30, startsAt: (bodyOf(request) as { startsAt: string }).startsAt, convokedAt: null }),
      ),
      [`POST ${PATH}/bim-projects`]: recorded(() => json(200, { id: 8, name: 'Bijgebouw', model: null })),
      [`GET ${PATH}/documents`]: () => json(200, libraryDocuments),
      [`GET ${PATH}/decisions`]: () => json(200, officeDecisions),
      ...more,
    },
    { roles: ['administrator'] },
  );
  return { ...result, changes, calls: () => changes.map((change) => change.url.pathname) };
};

const heading = () => screen.findByRole('heading', { level: 1, name: 'VvE Het Anker' }, { timeout: 8000 });

// The back office loads lazily on first use: more time than the default.
describe('back office: one complex', { timeout: 15_000 }, () => {
  it('shows its details, units, meetings (the held one marked), 3D projects and audit trail', async () => {
    openComplex();
    await heading();
    expect(detailValue('Address')).toBe('Kadijksplein 1-40');
    expect(detailValue('Place')).toBe('Amsterdam');
    expect(detailValue('Financial management')).toBe('Yes');
    const units = await withinSection('Units');
    expect(units.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Index numberAddressVotesCost shareActions',
      'HA-005Kadijksplein 5-2621250',
      'HA-012Kadijksplein 12-3851720',
    ]);
    const meetings = await withinSection("Members' meetings");
    const [held, planned] = meetings.getAllByRole('listitem');
    expect(held).toHaveTextContent('Held');
    expect(planned).not.toHaveTextContent('Held');
    const decided = await withinSection('Decisions');
    expect(await decided.findByText('Vaststellen onderhoudsplan')).toBeVisible();
    expect(decided.getByText('Carried')).toBeVisible();
    expect(decided.getByText('155 votes for, 62 against, 0 abstained')).toBeVisible();
    expect(decided.getByText(/^Members’ meeting of .*, item 2$/)).toBeVisible();
    const projects = await withinSection('3D projects');
    expect(projects.getByRole('heading', { name: 'Het Anker – hoofdgebouw' })).toBeInTheDocument();
    expect(projects.getByText('Model het-anker.ifc: ready')).toBeInTheDocument();
    expect(projects.getByRole('link', { name: 'Open Het Anker – hoofdgebouw in 3D' })).toHaveAttribute(
      'href',
      '/vve/1/project/7/',
    );
    expect(projects.getByRole('button', { name: 'Upload IFC model' })).toBeInTheDocument();
    const audit = await withinSection('Audit trail');
    expect(audit.getByRole('button', { name: 'Show the audit trail (1)' })).toBeInTheDocument();
  });

  it('gives a carried decision a work order, its description from the decision, and links to its work orders', async () => {
    const { user, calls, changes } = openComplex(complexDetails(), {
      'GET /api/app/office/work-order-choices': () => json(200, workOrderChoices),
      'POST /api/app/office/agenda-items/72/work-orders': (request) => {
        changes.push(request);
        return json(200, officeWorkOrder(91));
      },
    });
    await heading();
    const decided = await withinSection('Decisions');
    const orders = await decided.findByRole('list', { name: 'Work orders of “Vaststellen onderhoudsplan”' });
    expect(
      within(orders).getByRole('link', { name: 'Work order 90: Dakbedekking blok A vervangen' }),
    ).toHaveAttribute('href', '/app/office/work-orders/90');
    await user.click(
      decided.getByRole('button', { name: 'Create work order for “Vaststellen onderhoudsplan”' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Create work order' }));
    expect(await dialog.findByRole('textbox', { name: 'Description' })).toHaveValue(
      'Vaststellen onderhoudsplan',
    );
    await user.type(dialog.getByRole('combobox', { name: 'Supplier' }), 'Dak{ArrowDown}{Enter}');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Priority' }), 'Normaal');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Repair type' }), 'Dakwerk');
    await user.click(dialog.getByRole('button', { name: 'Create work order' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(calls()).toEqual(['/api/app/office/agenda-items/72/work-orders']);
    expect(bodyOf(changes[0] ?? { url: new URL('http://x') })).toMatchObject({
      supplierId: 6,
      priority: 'Normaal',
      repairType: 'Dakwerk',
      omschrijving: 'Vaststellen onderhoudsplan',
    });
    expect(await screen.findByText('Work order 91 has been created.')).toBeVisible();
  });

  it('edits its details', async () => {
    const { user, changes } = openComplex();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit details' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('A complex needs a name.')).toBeInTheDocument();
    await user.type(name, 'VvE Het Anker II');
    await user.click(dialog.getByRole('checkbox', { name: /Financial management/ }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'VvE Het Anker II' })).toBeInTheDocument();
    expect(changes.map(bodyOf)).toEqual([
      {
        naam: 'VvE Het Anker II',
        adres: 'Kadijksplein 1-40',
        plaats: 'Amsterdam',
        omschrijving: 'Appartementencomplex uit 1998 aan het IJ.',
        financieelBeheer: false,
      },
    ]);
  });

  it('says in words why a unit is refused: a duplicate index number, or a unit somebody owns', async () => {
    const { user, calls } = openComplex();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add unit' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('A unit needs an index number.')).toBeInTheDocument();
    expect(calls()).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: 'Index number' }), 'HA-005');
    await user.type(dialog.getByRole('textbox', { name: 'Address' }), 'Kadijksplein 5-3');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      /^A unit with this index number already exists in this complex\.$/,
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Remove unit HA-012' }));
    const question = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
    expect(question.getByText('Remove unit HA-012?')).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Remove' }));
    const units = await withinSection('Units');
    expect(await units.findByRole('alert')).toHaveTextContent(
      'Somebody owns or rents this unit, so it cannot be removed.',
    );
    expect(calls()).toEqual([`${PATH}/units`, '/api/app/office/units/12']);
  });

  it("changes a unit's votes and cost share: whole numbers from 1, the shares' sum shown", async () => {
    const { user, changes } = openComplex(complexDetails(), {
      'PUT /api/app/office/units/12': (request) => {
        changes.push(request);
        return json(200, { id: 12, ...(bodyOf(request) as object) });
      },
    });
    await heading();
    const units = await withinSection('Units');
    expect(
      units.getByText(
        'Cost shares add up to 2970 parts: each unit pays its parts of the costs out of these.',
      ),
    ).toBeInTheDocument();
    await user.click(units.getByRole('button', { name: 'Edit unit HA-012' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit unit HA-012' }));
    const votes = dialog.getByRole('textbox', { name: /Votes/ });
    expect(votes).toHaveValue('85');
    await user.clear(votes);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('A unit has a whole number of 1 to 100,000 votes.')).toBeInTheDocument();
    expect(changes).toEqual([]);
    await user.type(votes, '90');
    const share = dialog.getByRole('textbox', { name: /Cost share/ });
    expect(share).toHaveValue('1720');
    await user.clear(share);
    await user.type(share, '0');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      dialog.getByText('A unit’s cost share is a whole number of 1 to 1,000,000 parts.'),
    ).toBeInTheDocument();
    await user.clear(share);
    await user.type(share, '1730');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(changes.map(bodyOf)).toEqual([
        { indexNr: 'HA-012', adres: 'Kadijksplein 12-3', votes: 90, costShare: 1730 },
      ]);
    });
  });

  it('plans a meeting at the moment chosen in the browser’s time zone', async () => {
    const { user, changes } = openComplex();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Plan a meeting' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Plan a meeting' }));
    await user.click(dialog.getByRole('button', { name: 'Plan' }));
    expect(dialog.getByText('Choose the date and time of the meeting.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Date and time/), '2026-12-01T19:30');
    await user.click(dialog.getByRole('button', { name: 'Plan' }));
    await waitFor(() => {
      expect(changes.map(bodyOf)).toEqual([{ startsAt: new Date('2026-12-01T19:30').toISOString() }]);
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('warns when a meeting ahead leaves less than 15 days to convene the owners, and plans it all the same', async () => {
    const { user, changes } = openComplex();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Plan a meeting' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Plan a meeting' }));
    const field = dialog.getByLabelText(/Date and time/);
    const daysAhead = (days: number) => {
      const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
      const local = new Date(day.getTime() - day.getTimezoneOffset() * 60 * 1000);
      return `${local.toISOString().slice(0, 10)}T19:30`;
    };
    const warning = 'Less than 15 days away: owners must be convened at least 15 days before a meeting.';
    await user.type(field, daysAhead(30));
    expect(dialog.queryByText(warning)).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, daysAhead(10));
    expect(dialog.getByRole('status')).toHaveTextContent(warning);
    await user.click(dialog.getByRole('button', { name: 'Plan' }));
    await waitFor(() => {
      expect(changes).toHaveLength(1);
    });
  });

  it('archives it after a yes, shows it archived without its changes, and takes it back into use', async () => {
    const { user, changes } = openComplex();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const question = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
    expect(question.getByText(/^Archive VvE Het Anker\? It disappears from every list/)).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(/It is gone from every list/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add unit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plan a meeting' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload IFC model' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take back into use' }));
    expect(await screen.findByRole('button', { name: 'Add unit' })).toBeInTheDocument();
    expect(changes.map(bodyOf)).toEqual([{ archived: true }, { archived: false }]);
  });

  it('uploads an IFC model to a project after confirming, and shows the complex anew', async () => {
    const details = complexDetails({ projects: [{ id: 7, name: 'Het Anker – hoofdgebouw', model: null }] });
    const queued = bimModel({ id: 4, fileName: 'anker.ifc', status: 'QUEUED' });
    const { fetchMock } = openComplex(details, {
      'POST /api/app/bim/projects/7/models': () => json(200, queued),
      'GET /api/app/bim/projects/7/models': () => json(200, [queued]),
    });
    await heading();
    const projects = await withinSection('3D projects');
    expect(projects.getByText('No model uploaded yet.')).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('No file input');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['ISO-10303-21;'], 'anker.ifc', { type: 'application/x-step' }));
    const question = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
    expect(question.getByText('Use anker.ifc as the 3D model of this project?')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('POST /api/app/bim/projects/7/models');
    const before = calledPaths(fetchMock).filter((path) => path === `GET ${PATH}`).length;
    await user.click(question.getByRole('button', { name: 'Upload IFC model' }));
    expect(await projects.findByText('The model is being prepared…')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toContain('POST /api/app/bim/projects/7/models');
    await waitFor(() => {
      expect(calledPaths(fetchMock).filter((path) => path === `GET ${PATH}`).length).toBeGreaterThan(before);
    });
  });

  it('adds a 3D project', async () => {
    const { user, changes } = openComplex();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Add 3D project' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add 3D project' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Bijgebouw');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(changes.map(bodyOf)).toEqual([{ name: 'Bijgebouw' }]);
    });
  });

  it("shows the condition map to the complex's owners, and stops showing it", async () => {
    const { user, changes } = openComplex();
    await heading();
    // Mantine's label holds the description too: the name starts with the label.
    const shown = await screen.findByRole('switch', { name: /^Owners see the condition map/ });
    expect(shown).not.toBeChecked();
    await user.click(shown);
    await waitFor(() => {
      expect(shown).toBeChecked();
    });
    await user.click(shown);
    await waitFor(() => {
      expect(shown).not.toBeChecked();
    });
    expect(changes.map(bodyOf)).toEqual([{ shown: true }, { shown: false }]);
  });

  it('lists its documents by folder with who reads each, and adds one: its file, then the document', async () => {
    const sent: StubbedRequest[] = [];
    const { user } = openComplex(complexDetails(), {
      'POST /api/app/office/document-files': (request) => {
        sent.push(request);
        return json(200, { ...libraryDocuments[0]?.file, id: 777 });
      },
      [`POST ${PATH}/documents`]: (request) => {
        sent.push(request);
        return json(200, libraryDocuments[0]);
      },
    });
    await heading();
    const section = await withinSection('Documents');
    expect((await section.findAllByRole('heading', { level: 3 })).map((item) => item.textContent)).toEqual([
      'Deed and rules',
      'Finance',
      'Maintenance',
    ]);
    expect(section.getByText('Administrators only')).toBeVisible();

    await user.click(section.getByRole('button', { name: 'Add document' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add document' }));
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(dialog.getByText('Choose the file of the document.')).toBeVisible();
    await chooseFile(user, new File(['%PDF-1.4'], 'Opstalpolis 2027.pdf', { type: 'application/pdf' }));
    expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Opstalpolis 2027');
    await user.click(dialog.getByRole('radio', { name: 'Owners' }));
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The document has been added.')).toBeVisible();
    expect(sent.map((request) => request.url.pathname)).toEqual([
      '/api/app/office/document-files',
      `${PATH}/documents`,
    ]);
    expect(sent[0]?.init?.body).toBeInstanceOf(FormData);
    expect(sent.slice(1).map(bodyOf)).toMatchObject([
      {
        folder: 'other',
        title: 'Opstalpolis 2027',
        readers: 'owners',
        fileId: 777,
        notify: true,
      },
    ]);
  });

  it('says in words why a document file is refused', async () => {
    const { user } = openComplex(complexDetails(), {
      'POST /api/app/office/document-files': () => refusalReply('documentNotWhatItClaims'),
    });
    await heading();
    const section = await withinSection('Documents');
    await user.click(await section.findByRole('button', { name: 'Add document' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add document' }));
    await chooseFile(user, new File(['not a pdf'], 'polis.pdf', { type: 'application/pdf' }));
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(
      await dialog.findByText(
        'The file is not what its name says: save it again in its own format, or give it the right extension.',
      ),
    ).toBeVisible();
  });

  it('says when the complex does not exist', async () => {
    openComplex(complexDetails(), {
      [`GET ${PATH}`]: () => json(404, { statusCode: 404, error: 'Not Found', message: 'Complex not found' }),
    });
    expect(await screen.findByText('This complex was not found.', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('back office: charging a month’s contributions of a complex', { timeout: 15_000 }, () => {
  const CONTRIBUTIONS = `${PATH}/contributions`;

  it('charges the current month unless another is chosen, and says how many were charged and how much', async () => {
    let charged = { charged: 2, totalCents: 84_576 };
    const { user, changes } = openComplex(complexDetails(), {
      [`POST ${CONTRIBUTIONS}`]: (request) => {
        changes.push(request);
        return json(200, charged);
      },
    });
    await heading();
    const form = await withinSection('Charge the contributions of a month');
    const now = new Date();
    const month = form.getByRole('combobox', { name: 'Month' });
    expect(month).toHaveValue(String(now.getMonth() + 1));
    expect(form.getByRole('textbox', { name: 'Year' })).toHaveValue(String(now.getFullYear()));
    await user.click(form.getByRole('button', { name: 'Charge the contributions' }));
    expect(await form.findByText('Charged 2 debtors €845.76 in total.')).toBeVisible();
    await user.selectOptions(month, 'March');
    const year = form.getByRole('textbox', { name: 'Year' });
    await user.clear(year);
    await user.type(year, '2027');
    charged = { charged: 1, totalCents: 42_209 };
    await user.click(form.getByRole('button', { name: 'Charge the contributions' }));
    expect(await form.findByText('Charged 1 debtor €422.09 in total.')).toBeVisible();
    charged = { charged: 0, totalCents: 0 };
    await user.click(form.getByRole('button', { name: 'Charge the contributions' }));
    expect(await form.findByText('Everyone was charged for this month already.')).toBeVisible();
    expect(changes.map(bodyOf)).toEqual([
      { year: now.getFullYear(), month: now.getMonth() + 1 },
      { year: 2027, month: 3 },
      { year: 2027, month: 3 },
    ]);
  });

  it('says why the server refuses: no budget in force that year', async () => {
    const { user } = openComplex(complexDetails(), {
      [`POST ${CONTRIBUTIONS}`]: () => refusalReply('noBudgetInForce', { year: 2031 }),
    });
    await heading();
    const form = await withinSection('Charge the contributions of a month');
    const year = form.getByRole('textbox', { name: 'Year' });
    await user.clear(year);
    await user.type(year, '2031');
    await user.click(form.getByRole('button', { name: 'Charge the contributions' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'No budget is in force in 2031: adopt one first.',
    );
  });

  it('asks for a year before it is sent', async () => {
    const { user, fetchMock } = openComplex();
    await heading();
    const form = await withinSection('Charge the contributions of a month');
    await user.clear(form.getByRole('textbox', { name: 'Year' }));
    await user.click(form.getByRole('button', { name: 'Charge the contributions' }));
    expect(await form.findByText('A year lies between 2000 and 2100.')).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain(`POST ${CONTRIBUTIONS}`);
  });

  it('is not offered for a complex without financial management', async () => {
    openComplex(complexDetails({ complex: officeComplex({ financieelBeheer: false }) }));
    await heading();
    expect(screen.getByRole('link', { name: 'Budgets of this complex' })).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Charge the contributions of a month' }),
    ).not.toBeInTheDocument();
  });

  it('is not offered for an archived complex', async () => {
    openComplex(complexDetails({ complex: officeComplex({ archivedAt: '2026-11-24T10:00:00.000Z' }) }));
    await heading();
    expect(screen.getByRole('link', { name: 'Budgets of this complex' })).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Charge the contributions of a month' }),
    ).not.toBeInTheDocument();
  });
});
