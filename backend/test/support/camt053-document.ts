/**
 * CAMT.053 test statements, without imports: the API tests (support/camt.ts) and the browser tests
 * (e2e/admin-statements.spec.ts) build their statements here.
 */
export interface CamtLine {
  /** As the bank writes it: "40.00". */
  amount: string;
  reference: string;
  name?: string;
  date?: string;
  /** The bank's reference of the line; left out, the import keys the line by its content. */
  bankRef?: string;
  debit?: boolean;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A CAMT.053 day statement (camt.053.001.08, as German banks deliver it) with these credits. */
export function camt053(lines: readonly CamtLine[], statementId = 'AUSZUG-1'): string {
  const entries = lines
    .map(
      (line) => `
      <Ntry>
        <Amt Ccy="EUR">${line.amount}</Amt>
        <CdtDbtInd>${line.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${line.date ?? '2026-11-20'}</Dt></BookgDt>
        <ValDt><Dt>${line.date ?? '2026-11-20'}</Dt></ValDt>
        ${line.bankRef ? `<AcctSvcrRef>${line.bankRef}</AcctSvcrRef>` : ''}
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Pty><Nm>${escape(line.name ?? 'Max Muster GmbH')}</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>${escape(line.reference)}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${statementId}</MsgId><CreDtTm>2026-11-21T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${statementId}</Id>
      <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}
