#pragma once

#include "contract/Amendment.h"

#include <QWidget>

#include <functional>
#include <optional>

class QLabel;
class QPushButton;
class QTableWidget;

namespace gpuplan {

class AmendmentDialog;
class Session;

// The Contracts area's Amendments tab (合同变更 / 补充协议): the chosen contract's amendments, and a new one
// through the dialog; core's ContractStore::amend decides. After an amendment the page reloads (changed()).
class AmendmentsView : public QWidget
{
    Q_OBJECT
public:
    AmendmentsView(Session* session, QWidget* parent = nullptr);
    void retranslate();
    void setContract(const std::optional<Contract>& contract);
    void setReadOnly(const QString& reason);
    void amendContract();                           // the dialog
    bool amend(const ContractAmendment& amendment); // core's answer, or its refusal shown
    QTableWidget* table() const { return m_table; }
    // Tests: answers the dialog instead of a user (returns whether OK was pressed).
    void setDriver(std::function<bool(AmendmentDialog&)> driver) { m_driver = std::move(driver); }

signals:
    void changed();

private:
    Session* m_session;
    std::optional<Contract> m_contract;
    QString m_readOnlyReason;
    QTableWidget* m_table;
    QPushButton* m_amend;
    std::function<bool(AmendmentDialog&)> m_driver;
};

// The Contracts area's Vendors' records tab: every vendor's record after the signature (履约评价) with its
// record score, as core's ContractService keeps them.
class VendorRecordsView : public QWidget
{
    Q_OBJECT
public:
    VendorRecordsView(Session* session, QWidget* parent = nullptr);
    void retranslate();
    void reload();
    QTableWidget* table() const { return m_table; }

private:
    Session* m_session;
    QLabel* m_intro;
    QTableWidget* m_table;
};

} // namespace gpuplan
