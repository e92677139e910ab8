#pragma once

#include "contract/Contract.h"
#include "cost/Fraction.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace gpuplan {

// A vendor's monthly bill as it comes (issue 62 item 2): .xlsx, .xls or CSV (UTF-8 or GB18030), Chinese or
// English headers, one line per server, per GPU-hour or per month. Amounts are VAT excluded (金额/不含税)
// with the rate (税率), the VAT (税额) and the total (价税合计) beside them, as China's VAT invoices print
// them.
enum class BillLineKind
{
    Usage,   // the servers' rent: 租用费, 使用费
    Setup,   // one-off: 开通费, 安装费
    Minimum, // a minimum-term charge: 保底, 最低消费
    Credit,  // a credit the vendor already deducted: 赔付, 抵扣 (negative)
    Other    // anything the contract does not price: 带宽, 存储 …
};

struct BillLine
{
    QString sheet; // the worksheet (empty for CSV)
    int row = 0;   // as Excel shows it, or the CSV's line
    QString contractNumber;
    QDate month; // its first day; invalid = not stated
    QString server;
    BillLineKind kind = BillLineKind::Usage;
    QString item;
    Fraction quantity;
    std::optional<PriceUnit> unit;
    std::optional<Fraction>
        unitPrice;           // per unit, in the currency's major unit, VAT excluded; may have more decimals
    Money amount;            // VAT excluded
    int vatBasisPoints = -1; // -1 = not stated
    std::optional<Money> vat, total;
    QString invoiceType; // "special", "ordinary", "" = not stated
    std::optional<Currency> currency;
};

struct Bill
{
    QString file;
    QList<BillLine> lines;
    // The header as the file writes it, of the columns a later check names: "contract", "month", "server",
    // "currency", "amount".
    QMap<QString, QString> headers;
    QString where(const BillLine& line,
                  const QString& column) const; // "bill.xlsx, sheet 账单, row 7, column 服务器"
    // Each row that could not be read, with its sheet, row and column; its line is left out.
    QList<Error> problems;
};

// The bill's lines. An Error when the file as a whole cannot be read (not a table, no header naming at least
// the quantity or the amount); a row that cannot be read is a problem of its own, and the others are kept.
// Rows above the header (titles), empty rows, a total row (合计, total) and notes below the table (a row with
// one cell) are passed over.
Result<Bill> readBill(const QByteArray& bytes, const QString& fileName);

enum class DifferenceKind
{
    Price,            // a unit price above the contract's
    Quantity,         // more than the month holds
    BeforeAcceptance, // time billed before the server passed acceptance (or of a server never accepted)
    Outage,           // hours of an outage beyond the replacement time the contract allows
    Granularity,      // time rounded up to a coarser period than the contract bills by
    MinimumTerm,      // a minimum-term charge while the term runs and its months are billed
    SetupFee,         // a one-off fee the contract does not hold, or billed again
    NotInContract,    // an item the contract does not price
    VatRate,          // a VAT rate other than the contract's (the difference in VAT)
    InvoiceType,      // an ordinary invoice where a special one was agreed (the input VAT lost)
    Arithmetic        // quantity × price, amount × rate or amount + VAT not as stated
};
QString differenceKindName(DifferenceKind k); // "price", for files and JSON

struct BillDifference
{
    QString sheet;
    int row = 0;
    QString server;
    DifferenceKind kind = DifferenceKind::Price;
    Money amount;      // what the bill asks beyond the contract (VAT excluded; VAT for VatRate/InvoiceType)
    Fraction quantity; // for the kinds about time: in the contract's unit
    // The facts the sentence is made of, so that it can be worded in either language.
    PriceUnit contractUnit = PriceUnit::GpuHour;
    std::optional<PriceUnit> lineUnit;
    Fraction contractPrice, linePrice; // per unit, VAT excluded
    Billing billing = Billing::Hour;
    int contractVat = 0, lineVat = 0; // basis points
    double replacementHours = 0;
    Money stated, computed;   // Arithmetic: the bill's figure and the product
    QString item;             // NotInContract: the item as the bill names it
    QString rowLabel() const; // translated: "账单, row 7" / "line 7"
    QString clause() const;   // the contract's clause, translated: "unit price (22.00 CNY per GPU-hour)"
    QString text() const;     // translated, one sentence
};

// One server's month: how much of it the contract lets the vendor bill.
struct ServerUsage
{
    QString server;
    QDateTime acceptedAt;
    qint64 secondsInTerm = 0;   // the month within the term
    qint64 secondsAccepted = 0; // … and after acceptance
    qint64 secondsBillable = 0; // … less the outage time beyond the replacement time
    qint64 secondsDown = 0;     // counted outages (for the SLA)
    Fraction allowed, billed;   // in the contract's unit
    Money allowedAmount;        // VAT excluded
    qint64 creditMilli = 0;     // the SLA credit's share of the month fee
    Money credit;               // VAT excluded
};

struct Reconciliation
{
    QString contractNumber, vendor, file;
    QDate month;
    Currency currency = Currency::CNY;
    int vatBasisPoints = 0;
    QList<BillLine> lines; // the lines matched
    QList<Error> problems; // lines left out: the file's and the contract's (another contract, server, month)
    QList<ServerUsage> servers;
    QList<BillDifference> differences;
    Money billedExVat, billedVat, billedTotal; // as the bill states them
    Money dueExVat;                            // what the contract allows this month
    Money creditDue;                           // the SLA credit, less what the bill already deducted
    Money payableExVat, payableVat, payableTotal;
    Money disputed() const { return billedTotal - payableTotal; }
};

// The bill matched against the contract for `month` (its first day), with the month's outages (UTC).
// Every line is checked: the server is the contract's, the month and contract the bill's, the currency the
// contract's; its quantity against the time the server was accepted and in service, less the part of each
// counted outage beyond the replacement time; its unit price and unit against the contract's price and
// billing granularity; minimum term and setup fees; the VAT rate and invoice type; the arithmetic. The SLA
// credit follows the contract's schedule on each server's allowed fee. An Error when nothing can be
// matched: the month outside the term, the contract invalid.
Result<Reconciliation> reconcile(const Contract& contract, const Bill& bill, const QDate& month,
                                 const QList<Outage>& outages);

} // namespace gpuplan
