from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GatewayReportStatus")


@_attrs_define
class GatewayReportStatus:
    """
    Attributes:
        group_id (int):
        group_name (str):
        id (int):
        name (str):
        description (str):
    """

    group_id: int
    group_name: str
    id: int
    name: str
    description: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        group_id = self.group_id

        group_name = self.group_name

        id = self.id

        name = self.name

        description = self.description

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "groupId": group_id,
                "groupName": group_name,
                "id": id,
                "name": name,
                "description": description,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        group_id = d.pop("groupId")

        group_name = d.pop("groupName")

        id = d.pop("id")

        name = d.pop("name")

        description = d.pop("description")

        gateway_report_status = cls(
            group_id=group_id,
            group_name=group_name,
            id=id,
            name=name,
            description=description,
        )

        gateway_report_status.additional_properties = d
        return gateway_report_status

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
