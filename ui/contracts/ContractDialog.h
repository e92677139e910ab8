#pragma once

#include "service/ContractService.h"

#include <QDialog>

class QComboBox;
class QDateEdit;
class QLineEdit;
class QSpinBox;

namespace gpuplan {

// A signed quote becomes a contract: the quote, the contract's number, the first day and the term, the SLA's
// credit tiers and cap, the payment terms and the servers' names (empty: from the delivery reports). What it
// starts with is core's proposal for the chosen quote; core checks what is entered.
class ContractDialog : public QDialog
{
    Q_OBJECT
public:
    ContractDialog(const QList<Quote>& quotes, const QDate& today, QWidget* parent = nullptr);
    // What was entered; the tiers read by core (an Error names the field).
    Result<ContractService::Signing> signing() const;

    // Tests fill the fields as a user types them.
    QComboBox* quoteBox() const { return m_quote; }
    QLineEdit* numberEdit() const { return m_number; }
    QDateEdit* startEdit() const { return m_start; }
    QSpinBox* termBox() const { return m_term; }
    QLineEdit* tiersEdit() const { return m_tiers; }
    QLineEdit* capEdit() const { return m_cap; }
    QLineEdit* paymentEdit() const { return m_payment; }
    QLineEdit* serversEdit() const { return m_servers; }

private:
    void propose(int index);
    QList<Quote> m_quotes;
    QDate m_today;
    QComboBox* m_quote;
    QLineEdit* m_number;
    QDateEdit* m_start;
    QSpinBox* m_term;
    QLineEdit* m_tiers;
    QLineEdit* m_cap;
    QLineEdit* m_payment;
    QLineEdit* m_servers;
};

} // namespace gpuplan
