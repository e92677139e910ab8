#pragma once

#include "contract/Amendment.h"

#include <QDialog>

class QDateEdit;
class QLineEdit;
class QSpinBox;

namespace gpuplan {

// An amendment of a contract (合同变更 / 补充协议): its number, the month it applies from, and the terms as
// they will be (the fields start with the terms in force; what is left as it is does not change). Core reads
// what is typed and decides what is a change (applyAmendment).
class AmendmentDialog : public QDialog
{
    Q_OBJECT
public:
    AmendmentDialog(const Contract& contract, const QDate& today, QWidget* parent = nullptr);
    // What was entered; an amount that cannot be read is an Error naming the field.
    Result<ContractAmendment> amendment() const;

    // Tests fill the fields as a user types them.
    QLineEdit* numberEdit() const { return m_number; }
    QDateEdit* effectiveEdit() const { return m_effective; }
    QLineEdit* priceEdit() const { return m_price; }
    QSpinBox* termBox() const { return m_term; }
    QSpinBox* serversBox() const { return m_servers; }
    QLineEdit* paymentEdit() const { return m_payment; }
    QLineEdit* tiersEdit() const { return m_tiers; }
    QLineEdit* capEdit() const { return m_cap; }
    QLineEdit* reasonEdit() const { return m_reason; }

private:
    Contract m_contract;
    QLineEdit* m_number;
    QDateEdit* m_effective;
    QLineEdit* m_price;
    QSpinBox* m_term;
    QSpinBox* m_servers;
    QLineEdit* m_payment;
    QLineEdit* m_tiers;
    QLineEdit* m_cap;
    QLineEdit* m_reason;
};

} // namespace gpuplan
