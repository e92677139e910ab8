#pragma once

#include "Contract.h"

#include <QJsonObject>

#include <optional>

namespace gpuplan {

// A contract's terms an amendment (合同变更 / 补充协议) may change; unset = unchanged.
struct AmendedTerms
{
    std::optional<Money> unitPrice; // per the contract's unit, as it was signed (VAT as the contract says)
    std::optional<int> termMonths;  // the whole term from the start: an extension (续期) or a shortening
    std::optional<int> servers;     // servers the contract holds
    std::optional<QString> paymentTerms;
    std::optional<SlaSchedule> sla;
    bool isEmpty() const { return !unitPrice && !termMonths && !servers && !paymentTerms && !sla; }
    QJsonObject toJson() const; // money as minor units with its currency, the SLA as its tiers and cap
    static AmendedTerms fromJson(const QJsonObject& o);
};

// An amendment after the signature, on record: its own number as the parties wrote it, the first day it
// applies, what changed (the terms before and after), why, and who recorded it.
struct ContractAmendment
{
    qint64 id = 0;
    qint64 contractId = 0;
    QString number;  // the amendment's number (补充协议编号)
    QDate effective; // the first day of a month (China time): bills are matched month by month
    AmendedTerms after;
    AmendedTerms before; // filled when applied: the terms it replaced
    QString reason;
    QString recordedAt, recordedBy;
};

// The amendment applied to the contract as it stands: the contract with the new terms, and the terms they
// replace in `a.before`. Refused, each error naming its field, when it changes nothing or only repeats the
// terms in force, takes effect on another day than a month's first, before the term starts or on or after
// its end (an extension takes effect before the end it extends), or leaves the contract invalid (fewer
// servers than are named, a term the months already billed do not fit).
Result<Contract> applyAmendment(const Contract& c, ContractAmendment& a);

// The contract's terms in force on `day`: the latest terms with every amendment that takes effect after
// `day` undone, newest first. `amendments` as kept (any order).
Contract termsOn(const Contract& latest, const QList<ContractAmendment>& amendments, const QDate& day);

// What an amendment changed, in the language in force: "unit price ¥22.00 → ¥20.00; term 12 → 18 months".
QString amendmentText(const ContractAmendment& a, const Contract& c);

} // namespace gpuplan
