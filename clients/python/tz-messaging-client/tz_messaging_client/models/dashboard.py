from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dashboard_upcoming_holiday_type_0 import DashboardUpcomingHolidayType0
    from ..models.upcoming_birthday import UpcomingBirthday


T = TypeVar("T", bound="Dashboard")


@_attrs_define
class Dashboard:
    """The organization's dashboard summary

    Attributes:
        users_count (int):
        contacts_count (int):
        groups_count (int):
        messages_count (int):
        messages_today (int): Messages sent today (Dar es Salaam day, on sent_at)
        upcoming_holiday (DashboardUpcomingHolidayType0 | None):
        upcoming_birthdays (list[UpcomingBirthday]): The soonest birthdays of the next 30 days (at most 100), soonest
            first
        birthday_wishes_enabled (bool):
    """

    users_count: int
    contacts_count: int
    groups_count: int
    messages_count: int
    messages_today: int
    upcoming_holiday: DashboardUpcomingHolidayType0 | None
    upcoming_birthdays: list[UpcomingBirthday]
    birthday_wishes_enabled: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.dashboard_upcoming_holiday_type_0 import DashboardUpcomingHolidayType0  # noqa: PLC0415

        users_count = self.users_count

        contacts_count = self.contacts_count

        groups_count = self.groups_count

        messages_count = self.messages_count

        messages_today = self.messages_today

        upcoming_holiday: dict[str, Any] | None
        if isinstance(self.upcoming_holiday, DashboardUpcomingHolidayType0):
            upcoming_holiday = self.upcoming_holiday.to_dict()
        else:
            upcoming_holiday = self.upcoming_holiday

        upcoming_birthdays = []
        for upcoming_birthdays_item_data in self.upcoming_birthdays:
            upcoming_birthdays_item = upcoming_birthdays_item_data.to_dict()
            upcoming_birthdays.append(upcoming_birthdays_item)

        birthday_wishes_enabled = self.birthday_wishes_enabled

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "users_count": users_count,
                "contacts_count": contacts_count,
                "groups_count": groups_count,
                "messages_count": messages_count,
                "messages_today": messages_today,
                "upcoming_holiday": upcoming_holiday,
                "upcoming_birthdays": upcoming_birthdays,
                "birthday_wishes_enabled": birthday_wishes_enabled,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dashboard_upcoming_holiday_type_0 import DashboardUpcomingHolidayType0  # noqa: PLC0415
        from ..models.upcoming_birthday import UpcomingBirthday  # noqa: PLC0415

        d = dict(src_dict)
        users_count = d.pop("users_count")

        contacts_count = d.pop("contacts_count")

        groups_count = d.pop("groups_count")

        messages_count = d.pop("messages_count")

        messages_today = d.pop("messages_today")

        def _parse_upcoming_holiday(data: object) -> DashboardUpcomingHolidayType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                upcoming_holiday_type_0 = DashboardUpcomingHolidayType0.from_dict(data)

                return upcoming_holiday_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DashboardUpcomingHolidayType0 | None, data)

        upcoming_holiday = _parse_upcoming_holiday(d.pop("upcoming_holiday"))

        upcoming_birthdays = []
        _upcoming_birthdays = d.pop("upcoming_birthdays")
        for upcoming_birthdays_item_data in _upcoming_birthdays:
            upcoming_birthdays_item = UpcomingBirthday.from_dict(upcoming_birthdays_item_data)

            upcoming_birthdays.append(upcoming_birthdays_item)

        birthday_wishes_enabled = d.pop("birthday_wishes_enabled")

        dashboard = cls(
            users_count=users_count,
            contacts_count=contacts_count,
            groups_count=groups_count,
            messages_count=messages_count,
            messages_today=messages_today,
            upcoming_holiday=upcoming_holiday,
            upcoming_birthdays=upcoming_birthdays,
            birthday_wishes_enabled=birthday_wishes_enabled,
        )

        return dashboard
