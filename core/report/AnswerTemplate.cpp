// The answer template of a purchase's request for quotation: the quote columns in Chinese and English,
// drop-down lists of the allowed values, and notes with an example row in the values the lists offer.
#include "TenderReport.h"

#include "Workbook.h"
#include "quotes/QuoteCsv.h"

namespace gpuplan::report {

namespace {
#define L(source) label(o, "Report", source)
} // namespace

Status answerTemplateXlsx(const QString& path, const Tender& t, const Options& o,
                          const QStringList& protectedFiles)
{
    Workbook book(path);
    const QList<QuoteCsv::Column>& cols = QuoteCsv::columns();
    QStringList zh, en;
    QList<double> widths;
    for (const QuoteCsv::Column& c : cols) {
        zh << QString::fromUtf8(c.zh);
        en << QString::fromLatin1(c.key);
        widths << 14;
    }
    lxw_worksheet* ws = book.sheet(QStringLiteral("报价"), zh, widths);
    for (int c = 0; c < en.size(); ++c)
        Workbook::text(ws, 1, c, en[c]);
    worksheet_freeze_panes(ws, 2, 0);
    // Drop-down lists of the allowed values, on the rows to fill (3 to 500).
    auto list = [&](const char* key, const QStringList& values) {
        const int c = en.indexOf(QLatin1String(key));
        if (c < 0 || values.isEmpty())
            return;
        QList<QByteArray> bytes;
        for (const QString& v : values)
            bytes << v.toUtf8();
        std::vector<const char*> ptrs;
        for (const QByteArray& b : bytes)
            ptrs.push_back(b.constData());
        ptrs.push_back(nullptr);
        lxw_data_validation v{};
        v.validate = LXW_VALIDATION_TYPE_LIST;
        v.value_list = const_cast<char**>(ptrs.data());
        worksheet_data_validation_range(ws, 2, lxw_col_t(c), 499, lxw_col_t(c), &v);
    };
    list("gpu", t.requirements.gpuIds);
    list("currency", {QStringLiteral("CNY"), QStringLiteral("USD"), QStringLiteral("EUR")});
    list("price_unit",
         {QStringLiteral("卡时"), QStringLiteral("台时"), QStringLiteral("卡天"), QStringLiteral("台天"),
          QStringLiteral("卡周"), QStringLiteral("台周"), QStringLiteral("卡月"), QStringLiteral("台月"),
          QStringLiteral("卡年"), QStringLiteral("台年")});
    list("vat_included", {QStringLiteral("是"), QStringLiteral("否")});
    list("invoice_type", {QStringLiteral("专票"), QStringLiteral("普票")});
    list("network_kind", {QStringLiteral("InfiniBand"), QStringLiteral("RoCE"), QStringLiteral("以太网")});
    list("interconnect", {QStringLiteral("SXM"), QStringLiteral("HCCS"), QStringLiteral("PCIe")});
    // The notes: each column in both languages, whether required, and an example row.
    lxw_worksheet* notes =
        book.sheet(QStringLiteral("说明 Notes"),
                   {QStringLiteral("列名"), QStringLiteral("Column"),
                    L(QT_TRANSLATE_NOOP("Report", "Required")), L(QT_TRANSLATE_NOOP("Report", "Example"))},
                   {22, 24, 10, 24});
    Quote example;
    example.provider = QStringLiteral("示例供应商");
    example.quoteDate = o.date;
    example.validUntil = o.date.addDays(30);
    example.gpuId = t.requirements.gpuIds.value(0, QStringLiteral("h800-sxm-80g"));
    example.servers = 2;
    example.price.price = Money::fromMajor(65000, Currency::CNY);
    example.price.unit = PriceUnit::ServerMonth;
    example.price.vatIncluded = true;
    example.price.vatBasisPoints = 600;
    example.invoiceType = QStringLiteral("special");
    example.deliveryDate = t.requirements.deliverBy.isValid() ? t.requirements.deliverBy : o.date.addDays(14);
    example.slaResponseHours = 2;
    example.slaReplacementHours = 24;
    // The example in the values the drop-down lists offer and a Chinese vendor writes (ux-5: the template's
    // examples were English: server-month, yes, special).
    QHash<QString, QString> values = QuoteCsv::fields(example);
    values.insert(QStringLiteral("price_unit"), QStringLiteral("台月"));
    values.insert(QStringLiteral("vat_included"), QStringLiteral("是"));
    values.insert(QStringLiteral("invoice_type"), QStringLiteral("专票"));
    if (values.contains(QStringLiteral("spot")))
        values.insert(QStringLiteral("spot"), QStringLiteral("否"));
    if (values.contains(QStringLiteral("billing")))
        values.insert(QStringLiteral("billing"), QStringLiteral("按小时"));
    for (int c = 0; c < cols.size(); ++c) {
        Workbook::text(notes, c + 1, 0, zh[c]);
        Workbook::text(notes, c + 1, 1, en[c]);
        if (cols[c].required)
            Workbook::text(notes, c + 1, 2, L(QT_TRANSLATE_NOOP("Report", "yes")));
        Workbook::text(notes, c + 1, 3, values.value(en[c]));
    }
    return book.finish(protectedFiles);
}

} // namespace gpuplan::report
