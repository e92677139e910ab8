#pragma once

#include "util/Result.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QLabel;
class QSpinBox;
class QDoubleSpinBox;

namespace gpuplan {

class Settings;

// Edit → Settings…: the settings every front end honours (region, hours in a billing month, money scale in
// summaries, the buyer's tax status), the same ones `gpuplan settings set` writes. OK writes them through
// Settings, whose rules and messages are the command line's; a value it refuses keeps the dialog open with
// the message, and nothing is written.
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(Settings& settings, QWidget* parent = nullptr);

    // The form's choices as `gpuplan settings set` keys and values.
    QList<QPair<QString, QString>> values() const;
    void setValue(const QString& key, const QString& value); // tests
    // Writes the form (all or nothing); the error names the setting.
    Status apply();

private:
    void load();
    Settings& m_settings;
    QComboBox* m_region;
    QSpinBox* m_hoursPerMonth;
    QComboBox* m_moneyScale;
    QComboBox* m_taxStatus;
    QList<QPair<QString, QDoubleSpinBox*>> m_numbers; // setting key → its field
    QLabel* m_problem;
};

} // namespace gpuplan
