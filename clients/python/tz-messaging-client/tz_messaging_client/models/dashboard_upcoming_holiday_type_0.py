from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DashboardUpcomingHolidayType0")


@_attrs_define
class DashboardUpcomingHolidayType0:
    """The next Tanzanian public holiday; null past the known table

    Attributes:
        name (str):
        date (datetime.date):
        days_until (int):
    """

    name: str
    date: datetime.date
    days_until: int

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        date = self.date.isoformat()

        days_until = self.days_until

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "date": date,
                "days_until": days_until,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        date = datetime.date.fromisoformat(d.pop("date"))

        days_until = d.pop("days_until")

        dashboard_upcoming_holiday_type_0 = cls(
            name=name,
            date=date,
            days_until=days_until,
        )

        return dashboard_upcoming_holiday_type_0
