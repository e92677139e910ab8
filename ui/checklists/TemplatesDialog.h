#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace gpuplan {

class Database;

// The checklist templates: every check of the contract and acceptance templates, in both languages, with its
// expected value. Change a check, add your own, delete your own; saved at once (one transaction each).
// New checklists follow the templates; existing checklists keep their items.
class TemplatesDialog : public QDialog
{
    Q_OBJECT
public:
    TemplatesDialog(Database& db, QWidget* parent = nullptr);
    bool selectItem(const QString& code); // tests and links: select a check by its code
    void setFields(const QString& zh, const QString& en, const QString& expectedZh, const QString& expectedEn,
                   const QString& category = QString());
    void save();       // the selected check, or a new one when "Add" was chosen
    void addNew();     // starts a new check in the selected template
    void removeItem(); // the selected check, if it is the user's own
    QString message() const;

private:
    void reload(qint64 select = 0);
    void showSelected();

    Database& m_db;
    QTreeWidget* m_tree;
    QComboBox* m_category;
    QLineEdit* m_zh;
    QLineEdit* m_en;
    QLineEdit* m_expectedZh;
    QLineEdit* m_expectedEn;
    QLabel* m_message;
    QPushButton* m_save;
    QPushButton* m_add;
    QPushButton* m_remove;
    QString m_newIn; // the template a new check goes to; empty when editing
};

} // namespace gpuplan
