import { Body, Get, Param, Post, Query } from '@nestjs/common';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { PathIdPipe } from '../../common/pipes/id-param.pipe';
import { InvoiceNotFound } from './billing.errors';
import { InvoiceListQuery, InvoicePaymentDto } from './dto/invoice.dto';
import { InvoiceService } from './invoices/invoice.service';
import { AdminRoute } from '../../common/decorators/access.decorators';

const invoiceId = new PathIdPipe(() => new InvoiceNotFound());

/** The console's invoices: list by status, record a payment, cancel. No route changes an invoice. */
@ApiController('Rechnungen (Admin)', 'api/admin/invoices')
export class AdminInvoicesController {
  constructor(private readonly invoices: InvoiceService) {}

  @AdminRoute(Get(), 'Rechnungen, neueste zuerst (Filter: offen, bezahlt, storniert, ueberfaellig)', {
    ok: ['AdminInvoice'],
    errors: [400],
  })
  list(@Query() query: InvoiceListQuery) {
    return this.invoices.listForAdmin(query.status ?? undefined);
  }

  @AdminRoute(Get(':id'), 'Eine Rechnung mit Zahlungen', { ok: 'AdminInvoice', errors: [404] })
  get(@Param('id', invoiceId) id: number) {
    return this.invoices.getForAdmin(id);
  }

  @AdminRoute(
    Post(':id/zahlungen'),
    'Zahlung erfassen; die vollständig bezahlte Rechnung verlängert den Eintrag',
    {
      ok: 'AdminInvoice',
      errors: [400, 404, 409],
    },
  )
  pay(@Param('id', invoiceId) id: number, @Body() dto: InvoicePaymentDto) {
    return this.invoices.recordPayment(id, dto);
  }

  @AdminRoute(Post(':id/storno'), 'Rechnung stornieren (Stornorechnung mit eigener Nummer)', {
    ok: 'AdminInvoice',
    errors: [404, 409],
  })
  cancel(@Param('id', invoiceId) id: number) {
    return this.invoices.cancel(id);
  }
}
